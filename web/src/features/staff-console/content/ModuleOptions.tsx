import type { ModuleOption } from '@bulten/core';
import { Stack, Title } from '@mantine/core';
import { useState } from 'react';
import { useStaffModuleOptions } from '../../../api/hooks/use-staff';
import { useServices } from '../../../app/services';
import type { Column } from '../../../components/DataTable';
import { rowButtonsColumn } from '../../../components/RowButtons';
import { useTranslation } from '../../../i18n/react';
import { StaffForm, TextFieldGrid } from '../parts/StaffForm';
import { StaffListTable } from '../parts/StaffTable';
import { staffCall } from '../staff-call';
import { useStaffWrite } from '../use-staff-action';
import { moduleKeyFields } from './module-key-fields';

const EMPTY = { Modul: '', Anahtar: '', Deger: '' };

/** Thrown when the value field holds no JSON (said in the form as the refusal). */
class BadJson extends Error {}

/** Module options: the list, and a form that sets one (any JSON value). */
export function ModuleOptions() {
  const { t } = useTranslation();
  const services = useServices();
  const options = useStaffModuleOptions();
  const [form, setForm] = useState(EMPTY);
  const action = useStaffWrite((error) => (error instanceof BadJson ? t('staff.content.badJson') : null));

  const jsonValue = () => {
    try {
      return JSON.parse(form.Deger) as never;
    } catch {
      throw new BadJson();
    }
  };
  const submit = () =>
    action.write(
      () =>
        staffCall(services, 'cms.SetModulOption', {
          body: { Modul: form.Modul.trim(), Anahtar: form.Anahtar.trim(), Deger: jsonValue() },
        }),
      t('staff.content.optionSaved'),
    );

  const edit = (o: ModuleOption) =>
    setForm({ Modul: o.Modul, Anahtar: o.Anahtar, Deger: JSON.stringify(o.Deger) });
  const columns: Column<ModuleOption>[] = [
    { key: 'module', label: t('staff.content.module'), cell: (o) => o.Modul },
    { key: 'key', label: t('staff.content.key'), cell: (o) => o.Anahtar },
    {
      key: 'value',
      label: t('staff.content.value'),
      cell: (o) => <code className="staff-detail">{JSON.stringify(o.Deger)}</code>,
    },
    rowButtonsColumn('edit', t('staff.registrations.actions'), (o: ModuleOption) => [
      {
        label: t('staff.content.edit'),
        name: t('staff.content.editNamed', { name: `${o.Modul}.${o.Anahtar}` }),
        onClick: () => edit(o),
      },
    ]),
  ];

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('staff.content.options')}
      </Title>
      <StaffForm
        label={t('staff.content.options')}
        action={action}
        gap="xs"
        submitLabel={t('staff.common.save')}
        onSubmit={submit}
      >
        <TextFieldGrid
          columns={3}
          values={form}
          onChange={setForm}
          fields={[
            ...moduleKeyFields(t),
            { key: 'Deger', label: t('staff.content.jsonValue'), required: true, rows: {} },
          ]}
        />
      </StaffForm>
      <StaffListTable
        query={options}
        columns={columns}
        rowKey={(o) => `${o.Modul}.${o.Anahtar}`}
        caption={t('staff.content.options')}
      />
    </Stack>
  );
}
