import { Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of the SMS code step. */
export interface SmsCodeFormProps {
  /** The form's accessible name. */
  label: string;
  phoneHint: string | null;
  busy: boolean;
  onSubmit: (code: string) => void;
  onBack: () => void;
}

/** The six-digit SMS code step (OtpKontrol) of the member and the staff sign-in. */
export function SmsCodeForm({ label, phoneHint, busy, onSubmit, onBack }: SmsCodeFormProps) {
  const { t } = useTranslation();
  const [code, setCode] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(code);
  }

  return (
    <form onSubmit={submit} aria-label={label}>
      <Stack gap="sm">
        <Text role="status">
          {phoneHint ? t('signIn.smsSentTo', { phone: phoneHint }) : t('signIn.smsSent')}
        </Text>
        <TextInput
          label={t('signIn.smsCode')}
          value={code}
          onChange={(e) => setCode(e.currentTarget.value.replace(/\D/g, '').slice(0, 6))}
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          required
          data-autofocus
        />
        <Group>
          <Button type="submit" loading={busy}>
            {t('signIn.verify')}
          </Button>
          <Button variant="subtle" onClick={onBack} disabled={busy}>
            {t('signIn.back')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
