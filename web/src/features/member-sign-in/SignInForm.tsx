import { Checkbox, TextInput } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
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
  /** The server asked for the member code (a member's right name and password came without it). */
  memberCodeMissing: boolean;
  /** The member code was typed in again. */
  onMemberCodeChange: () => void;
  onSubmit: (credentials: Credentials, remember: boolean) => void;
}

/** Member code, user name, password and "remember me". */
export function SignInForm(props: SignInFormProps) {
  const { remembered, busy, onSubmit, memberCodeMissing, onMemberCodeChange } = props;
  const { t } = useTranslation();
  const memberCodeField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (memberCodeMissing) memberCodeField.current?.focus();
  }, [memberCodeMissing]);
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
        ref={memberCodeField}
        {...boundText(memberCode, (code) => {
          setMemberCode(code);
          onMemberCodeChange();
        })}
        error={memberCodeMissing ? t('errors.MEMBER_CODE_REQUIRED') : undefined}
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
