import { Button, Group, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** Props of the lookup form. */
export interface LotLookupFormProps {
  busy: boolean;
  onSubmit: (registrationNo: string, checkCode: string) => void;
}

/** Registration number and check code, as printed on the receipt. */
export function LotLookupForm({ busy, onSubmit }: LotLookupFormProps) {
  const { t } = useTranslation();
  const [registrationNo, setRegistrationNo] = useState('');
  const [checkCode, setCheckCode] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    onSubmit(registrationNo.trim(), checkCode.trim());
  }

  return (
    <form onSubmit={submit} aria-label={t('lotLookup.formLabel')}>
      <Group align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          label={t('lotLookup.registrationNo')}
          value={registrationNo}
          onChange={(e) => setRegistrationNo(e.currentTarget.value)}
          autoComplete="off"
          required
          maxLength={50}
          w={{ base: '100%', xs: 220 }}
        />
        <TextInput
          label={t('lotLookup.checkCode')}
          description={t('lotLookup.checkCodeHint')}
          value={checkCode}
          onChange={(e) => setCheckCode(e.currentTarget.value)}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          required
          maxLength={20}
          w={{ base: '100%', xs: 180 }}
        />
        <Button type="submit" loading={busy}>
          {t('lotLookup.submit')}
        </Button>
      </Group>
    </form>
  );
}
