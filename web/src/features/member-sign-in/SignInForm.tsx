import { Button, Checkbox, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PasswordFields } from '../../components/sign-in/PasswordFields';
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
  const [username, setUsername] = useState(remembered?.username ?? '');
  const [password, setPassword] = useState('');
  const [remember, setRemember] = useState(remembered !== null);

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit({ memberCode, username, password }, remember);
  }

  return (
    <form onSubmit={submit} aria-label={t('signIn.formLabel')}>
      <Stack gap="sm">
        <TextInput
          label={t('signIn.memberCode')}
          description={t('signIn.memberCodeHint')}
          value={memberCode}
          onChange={(e) => setMemberCode(e.currentTarget.value)}
          autoComplete="organization"
          inputMode="numeric"
        />
        <PasswordFields
          labels={{ username: t('signIn.username'), password: t('signIn.password') }}
          username={username}
          password={password}
          onUsername={setUsername}
          onPassword={setPassword}
        />
        <Checkbox
          label={t('signIn.rememberMe')}
          checked={remember}
          onChange={(e) => setRemember(e.currentTarget.checked)}
        />
        <Button type="submit" loading={busy}>
          {t('signIn.submit')}
        </Button>
      </Stack>
    </form>
  );
}
