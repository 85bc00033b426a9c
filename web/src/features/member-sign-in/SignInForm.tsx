import { Checkbox, TextInput } from '@mantine/core';
import { useState } from 'react';
import { boundCheck, boundText } from '../../components/bind';
import { SubmitForm } from '../../components/SubmitForm';
import { PasswordFields } from '../../components/sign-in/PasswordFields';
import { useTranslation } from '../../i18n/react';
import type { RememberedLogin } from '../../session/storage';
import type { Credentials } from './member-sign-in';

/** Props of the credentials step. */
export interface SignInFormProps {
  remembered: RememberedLogin | null;
  busy: boolean;
  onSubmit: (credentials: Credentials, remember: boolean) => void;
}

/** Member code, user name, password and "remember me". */
export function SignInForm({ remembered, busy, onSubmit }: SignInFormProps) {
  const { t } = useTranslation();
  const [memberCode, setMemberCode] = useState(remembered?.memberCode ?? '');
  const [login, setLogin] = useState({ username: remembered?.username ?? '', password: '' });
  const [remember, setRemember] = useState(remembered !== null);

  return (
    <SubmitForm
      label={t('signIn.formLabel')}
      busy={busy}
      submitLabel={t('signIn.submit')}
      onSubmit={() => onSubmit({ memberCode, ...login }, remember)}
    >
      <TextInput
        label={t('signIn.memberCode')}
        description={t('signIn.memberCodeHint')}
        {...boundText(memberCode, setMemberCode)}
        autoComplete="organization"
        inputMode="numeric"
      />
      <PasswordFields
        labels={{ username: t('signIn.username'), password: t('signIn.password') }}
        value={login}
        onChange={setLogin}
      />
      <Checkbox label={t('signIn.rememberMe')} {...boundCheck(remember, setRemember)} />
    </SubmitForm>
  );
}
