import { ALERT_KINDS, type AlertKind, NUMBER_RULES } from '@bulten/core';
import { Alert, NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { useCreateAlert } from '../../../api/hooks/use-alerts';
import { useGroupsWithClasses } from '../../../api/hooks/use-catalogue-selectors';
import { useServices } from '../../../app/services';
import { boundText } from '../../../components/bind';
import { NumberField } from '../../../components/NumberField';
import { readNumberText } from '../../../components/number-text';
import { SubmitForm } from '../../../components/SubmitForm';
import { useTranslation } from '../../../i18n/react';
import { errorText } from '../../../notify/error-text';

/** The rule of an alert's threshold: a price (4 decimals) or a move in percent (2 decimals, at most 100). */
const ruleOf = (kind: AlertKind) => (kind === 'HAREKET' ? NUMBER_RULES.move : NUMBER_RULES.price);

/** Class, kind and threshold (price or %) of a new alert. */
export function AlertForm() {
  const { t } = useTranslation();
  const groups = useGroupsWithClasses();
  const { language } = useServices();
  const create = useCreateAlert();
  const [classId, setClassId] = useState('');
  const [kind, setKind] = useState<AlertKind>('USTUNDE');
  const [value, setValue] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const options = (groups.data ?? []).map((g) => ({
    group: g.GrupAdi,
    items: g.Siniflar.map((c) => ({ value: String(c.SinifId), label: c.SinifAdi })),
  }));
  const chosen = classId || options[0]?.items[0]?.value || '';

  function submit() {
    // Read the screen's way (tr `1.250,5`, en `1,250.5`); an ambiguous or wrong entry is refused here.
    const read = readNumberText(t, language, value, ruleOf(kind), true);
    setProblem(read.ok ? null : read.message);
    if (!read.ok || read.value === null) return;
    const amount = read.value;
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
      <NumberField
        label={t(kind === 'HAREKET' ? 'alerts.percent' : 'alerts.price')}
        value={value}
        onChange={(text) => {
          setValue(text);
          setProblem(null);
        }}
        rule={ruleOf(kind)}
        error={problem}
        required
        w={{ base: '100%', xs: 140 }}
      />
    </SubmitForm>
  );
}
