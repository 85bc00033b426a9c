import { TextInput } from '@mantine/core';
import { useState } from 'react';
import { boundText } from '../../components/bind';
import { SubmitForm } from '../../components/SubmitForm';
import { useTranslation } from '../../i18n/react';

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

  return (
    <SubmitForm
      inline
      label={t('lotLookup.formLabel')}
      busy={busy}
      submitLabel={t('lotLookup.submit')}
      onSubmit={() => onSubmit(registrationNo.trim(), checkCode.trim())}
    >
      <TextInput
        label={t('lotLookup.registrationNo')}
        {...boundText(registrationNo, setRegistrationNo)}
        autoComplete="off"
        required
        maxLength={50}
        w={{ base: '100%', xs: 220 }}
      />
      <TextInput
        label={t('lotLookup.checkCode')}
        description={t('lotLookup.checkCodeHint')}
        {...boundText(checkCode, setCheckCode)}
        autoComplete="off"
        autoCapitalize="characters"
        spellCheck={false}
        required
        maxLength={20}
        w={{ base: '100%', xs: 180 }}
      />
    </SubmitForm>
  );
}
