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
  const fields = [
    {
      Input: TextInput,
      label: labels.username,
      value: username,
      onValue: onUsername,
      autoComplete: 'username',
    },
    {
      Input: PasswordInput,
      label: labels.password,
      value: password,
      onValue: onPassword,
      autoComplete: 'current-password',
    },
  ];
  return fields.map(({ Input, onValue, ...field }) => (
    <Input key={field.autoComplete} {...field} onChange={(e) => onValue(e.currentTarget.value)} required />
  ));
}
