import { PasswordInput, TextInput } from '@mantine/core';

/** Props of the user name and password fields of a sign-in form. */
export interface PasswordFieldsProps {
  labels: { username: string; password: string };
  username: string;
  password: string;
  onUsername: (value: string) => void;
  onPassword: (value: string) => void;
}

/** The user name and the password of a sign-in (both required, filled in by password managers). */
export function PasswordFields({ labels, username, password, onUsername, onPassword }: PasswordFieldsProps) {
  return (
    <>
      <TextInput
        label={labels.username}
        value={username}
        onChange={(e) => onUsername(e.currentTarget.value)}
        autoComplete="username"
        required
      />
      <PasswordInput
        label={labels.password}
        value={password}
        onChange={(e) => onPassword(e.currentTarget.value)}
        autoComplete="current-password"
        required
      />
    </>
  );
}
