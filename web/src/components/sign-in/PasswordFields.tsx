import { PasswordInput, TextInput } from '@mantine/core';
import { boundText } from '../bind';

/** A user name and a password, as a sign-in form holds them. */
export interface NameAndPassword {
  username: string;
  password: string;
}

/** Props of the user name and password fields of a sign-in form. */
export interface PasswordFieldsProps {
  labels: NameAndPassword;
  value: NameAndPassword;
  /** Each change gives both anew. */
  onChange: (next: NameAndPassword) => void;
}

/** The user name and the password of a sign-in (both required, filled in by password managers). */
export function PasswordFields({ labels, value, onChange }: PasswordFieldsProps) {
  const fields = [
    { Input: TextInput, key: 'username', autoComplete: 'username' },
    { Input: PasswordInput, key: 'password', autoComplete: 'current-password' },
  ] as const;
  return fields.map(({ Input, key, autoComplete }) => (
    <Input
      key={key}
      label={labels[key]}
      autoComplete={autoComplete}
      {...boundText(value[key], (text) => onChange({ ...value, [key]: text }))}
      required
    />
  ));
}
