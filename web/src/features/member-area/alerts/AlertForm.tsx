import { ALERT_KINDS, type AlertKind } from '@bulten/core';
import { Alert, NativeSelect, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useCreateAlert } from '../../../api/hooks/use-alerts';
import { useGroupsWithClasses } from '../../../api/hooks/use-catalogue-selectors';
import { boundText } from '../../../components/bind';
import { SubmitForm } from '../../../components/SubmitForm';
import { useTranslation } from '../../../i18n/react';
import { errorText } from '../../../notify/error-text';

/** A typed decimal in either language's mark, as the API takes it (`20,5` → `20.5`). */
export function decimalText(text: string): string {
  return text.trim().replace(',', '.');
}

/** Class, kind and threshold (price or %) of a new alert. */
export function AlertForm() {
  const { t } = useTranslation();
  const groups = useGroupsWithClasses();
  const create = useCreateAlert();
  const [classId, setClassId] = useState('');
  const [kind, setKind] = useState<AlertKind>('USTUNDE');
  const [value, setValue] = useState('');
  const options = (groups.data ?? []).map((g) => ({
    group: g.GrupAdi,
    items: g.Siniflar.map((c) => ({ value: String(c.SinifId), label: c.SinifAdi })),
  }));
  const chosen = classId || options[0]?.items[0]?.value || '';

  function submit() {
    const amount = decimalText(value);
    create.mutate(
      { SinifId: Number(chosen), Tur: kind, ...(kind === 'HAREKET' ? { Yuzde: amount } : { Esik: amount }) },
      { onSuccess: () => setValue('') },
    );
  }

  return (
    <SubmitForm
      inline
      label={t('alerts.formLabel')}
      busy={create.isPending}
      submitLabel={t('alerts.add')}
      onSubmit={submit}
      after={
        create.isError && (
          <Alert color="red" mt="sm" role="alert" title={t('alerts.notAdded')}>
            {errorText(t, create.error)}
          </Alert>
        )
      }
    >
      <NativeSelect label={t('alerts.class')} {...boundText(chosen, setClassId)} data={options} maw="100%" />
      <NativeSelect
        label={t('alerts.kind')}
        value={kind}
        data={ALERT_KINDS.map((k) => ({ value: k, label: t(`alerts.kinds.${k}`) }))}
        onChange={(e) => setKind(e.currentTarget.value as AlertKind)}
      />
      <TextInput
        label={t(kind === 'HAREKET' ? 'alerts.percent' : 'alerts.price')}
        {...boundText(value, setValue)}
        inputMode="decimal"
        required
        w={{ base: '100%', xs: 140 }}
      />
    </SubmitForm>
  );
}
