import { cmsEndpoints, type Language, type ModuleOption } from '@bulten/core';
import { Alert, Button, Group, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_KEY, useStaffModuleOptions } from '../../../api/hooks/use-staff';
import { useServices } from '../../../app/services';
import { type Column, DataTable } from '../../../components/DataTable';
import { QueryState } from '../../../components/QueryState';
import { errorText } from '../../../notify/error-text';
import { toast } from '../../../notify/toast';

/** Module options: the list, and a form that sets one (any JSON value). */
export function ModuleOptions() {
  const { t, i18n } = useTranslation();
  const { http } = useServices();
  const queryClient = useQueryClient();
  const options = useStaffModuleOptions();
  const [form, setForm] = useState({ Modul: '', Anahtar: '', Deger: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: FormEvent) {
    event.preventDefault();
    setProblem(null);
    let value: unknown;
    try {
      value = JSON.parse(form.Deger);
    } catch {
      setProblem(t('staff.content.badJson'));
      return;
    }
    setBusy(true);
    try {
      await http.call(cmsEndpoints.SetModulOption, {
        body: { Modul: form.Modul.trim(), Anahtar: form.Anahtar.trim(), Deger: value as never },
      });
      toast('success', t('staff.content.optionSaved'));
      await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
    } catch (error) {
      setProblem(errorText(t, error));
    } finally {
      setBusy(false);
    }
  }

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
    {
      key: 'edit',
      label: t('staff.registrations.actions'),
      cell: (o) => (
        <Button
          size="compact-xs"
          variant="default"
          onClick={() => edit(o)}
          aria-label={t('staff.content.editNamed', { name: `${o.Modul}.${o.Anahtar}` })}
        >
          {t('staff.content.edit')}
        </Button>
      ),
    },
  ];

  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {t('staff.content.options')}
      </Title>
      <form onSubmit={(e) => void submit(e)} aria-label={t('staff.content.options')}>
        <Stack gap="xs">
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm">
            <TextInput
              label={t('staff.content.module')}
              value={form.Modul}
              onChange={(e) => setForm({ ...form, Modul: e.currentTarget.value })}
              required
            />
            <TextInput
              label={t('staff.content.key')}
              value={form.Anahtar}
              onChange={(e) => setForm({ ...form, Anahtar: e.currentTarget.value })}
              required
            />
            <Textarea
              label={t('staff.content.jsonValue')}
              value={form.Deger}
              onChange={(e) => setForm({ ...form, Deger: e.currentTarget.value })}
              required
              autosize
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={busy}>
              {t('staff.common.save')}
            </Button>
          </Group>
        </Stack>
      </form>
      <QueryState query={options}>
        {(rows) => (
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={(o) => `${o.Modul}.${o.Anahtar}`}
            caption={t('staff.content.options')}
            language={i18n.language as Language}
          />
        )}
      </QueryState>
    </Stack>
  );
}
