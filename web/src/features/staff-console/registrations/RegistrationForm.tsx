import { CHANNELS, REGISTRATION_NUMBER_RULES, type RegistrationNumberColumn } from '@bulten/core';
import { Alert, Button, Fieldset, Group, NativeSelect, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { type FormEvent, useId } from 'react';
import { useAllProducts } from '../../../api/hooks/use-staff';
import { boundText } from '../../../components/bind';
import { NumberField } from '../../../components/NumberField';
import { useTranslation } from '../../../i18n/react';
import { ANALYSIS_FIELDS, type RegistrationFormValues } from './registration-form';

/** Props of the registration form. */
export interface RegistrationFormProps {
  values: RegistrationFormValues;
  onChange: (values: RegistrationFormValues) => void;
  /** The server's problems per column (`''`: not of one field). */
  problems: Record<string, string>;
  busy: boolean;
  /** A correction: the number is fixed. */
  correcting: boolean;
  submitLabel: string;
  onSubmit: () => void;
  onCancel: () => void;
}

/** The fields of a registration (the CSV columns), the server's problems beside them. */
export function RegistrationForm(props: RegistrationFormProps) {
  const { t } = useTranslation();
  const { values, problems } = props;
  const products = useAllProducts();
  const set = (field: keyof RegistrationFormValues) => (value: string) =>
    props.onChange({ ...values, [field]: value });
  const text = (field: keyof RegistrationFormValues) => (
    <TextInput
      label={t(`staff.registrations.fields.${field}`)}
      {...boundText(values[field], set(field))}
      error={problems[field]}
    />
  );
  // Numbers are read the screen's way by their column's rule (core's, as the CSV import's).
  const number = (field: RegistrationNumberColumn, required = false) => (
    <NumberField
      label={t(`staff.registrations.fields.${field}`)}
      value={values[field]}
      onChange={set(field)}
      rule={REGISTRATION_NUMBER_RULES[field]}
      error={problems[field]}
      required={required}
    />
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    props.onSubmit();
  };
  const listId = useId();

  return (
    <form onSubmit={submit} aria-label={t('staff.registrations.formLabel')}>
      <Stack gap="sm">
        {problems[''] && (
          <Alert color="red" role="alert">
            {problems['']}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('staff.registrations.fields.TescilNo')}
            {...boundText(values.TescilNo, set('TescilNo'))}
            error={problems.TescilNo}
            required
            readOnly={props.correcting}
          />
          <TextInput
            label={t('staff.registrations.fields.IslemZamani')}
            description={t('staff.registrations.timeHint')}
            {...boundText(values.IslemZamani, set('IslemZamani'))}
            error={problems.IslemZamani}
            required
          />
          <TextInput
            label={t('staff.registrations.fields.UrunKodu')}
            description={t('staff.registrations.productHint')}
            value={values.UrunKodu}
            onChange={(e) => set('UrunKodu')(e.currentTarget.value.split(' · ')[0] ?? '')}
            list={listId}
            autoComplete="off"
            required
            error={problems.UrunKodu ?? (products.isError ? t('page.error') : undefined)}
          />
          <datalist id={listId}>
            {(products.data ?? []).map((p) => (
              <option key={p.UrunKodu} value={p.UrunKodu}>
                {`${p.UrunKodu} · ${p.UrunAdi}`}
              </option>
            ))}
          </datalist>
          <NativeSelect
            label={t('staff.registrations.fields.Kanal')}
            data={CHANNELS.map((c) => ({ value: c, label: t(`staff.channels.${c}`) }))}
            {...boundText(values.Kanal, set('Kanal'))}
            required
            error={problems.Kanal}
          />
          {number('Miktar', true)}
          {number('BirimFiyat', true)}
          {text('AliciUyeKodu')}
          {text('SaticiUyeKodu')}
        </SimpleGrid>
        <Fieldset legend={t('staff.registrations.analyses')}>
          <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="xs">
            {text('Il')}
            {text('Ilce')}
            {number('BasSayisi')}
            {ANALYSIS_FIELDS.map((f) => (
              <span key={f}>{number(f)}</span>
            ))}
          </SimpleGrid>
        </Fieldset>
        <Group>
          <Button type="submit" loading={props.busy}>
            {props.submitLabel}
          </Button>
          <Button variant="subtle" onClick={props.onCancel} disabled={props.busy}>
            {t('staff.common.close')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
