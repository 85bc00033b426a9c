import { Button, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';
import { SubmitForm } from '../SubmitForm';

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

  return (
    <SubmitForm
      label={label}
      busy={busy}
      submitLabel={t('signIn.verify')}
      onSubmit={() => onSubmit(code)}
      actions={
        <Button variant="subtle" onClick={onBack} disabled={busy}>
          {t('signIn.back')}
        </Button>
      }
    >
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
    </SubmitForm>
  );
}
