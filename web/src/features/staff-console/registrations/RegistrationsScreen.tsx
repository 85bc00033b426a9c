import { CHANNELS, type Language, REGISTRATION_STATUSES, type RegistrationListItem } from '@bulten/core';
import { Button, Group, NativeSelect, Pagination, SimpleGrid, Text, TextInput } from '@mantine/core';
import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useRegistrationList } from '../../../api/hooks/use-staff';
import { DataTable } from '../../../components/DataTable';
import { DateField } from '../../../components/DateField';
import { QueryState } from '../../../components/QueryState';
import { StaffFrame } from '../StaffFrame';
import type { ScreenProps } from '../staff-roles';
import { CancelDialog } from './CancelDialog';
import { RegistrationDialog } from './RegistrationDialog';
import { registrationColumns } from './registration-columns';
import { formOf, type RegistrationFormValues } from './registration-form';

const PAGE_SIZE = 25;
const NO_FILTER = { tarih: '', urun: '', kanal: '', uye: '', durum: '', no: '' };
type Filters = typeof NO_FILTER;

const orUndefined = <T extends string>(text: string) => (text.trim() === '' ? undefined : (text.trim() as T));

function FilterForm({ onApply }: { onApply: (filters: Filters) => void }) {
  const { t } = useTranslation();
  const [f, setF] = useState(NO_FILTER);
  const set = (key: keyof Filters) => (value: string | null) => setF({ ...f, [key]: value ?? '' });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(f);
  };
  const options = (values: readonly string[], prefix: string) =>
    values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) }));
  return (
    <search aria-label={t('staff.registrations.search')}>
      <form onSubmit={submit}>
        <SimpleGrid cols={{ base: 1, xs: 2, md: 4 }} spacing="xs">
          <DateField label={t('staff.registrations.filters.day')} value={f.tarih} onChange={set('tarih')} />
          <TextInput
            label={t('staff.registrations.filters.product')}
            value={f.urun}
            onChange={(e) => set('urun')(e.currentTarget.value)}
          />
          <NativeSelect
            label={t('staff.registrations.fields.Kanal')}
            data={[{ value: '', label: t('staff.common.all') }, ...options(CHANNELS, 'staff.channels')]}
            value={f.kanal}
            onChange={(e) => set('kanal')(e.currentTarget.value)}
          />
          <TextInput
            label={t('staff.registrations.filters.member')}
            value={f.uye}
            onChange={(e) => set('uye')(e.currentTarget.value)}
          />
          <NativeSelect
            label={t('staff.registrations.status')}
            data={[
              { value: '', label: t('staff.common.all') },
              ...options(REGISTRATION_STATUSES, 'staff.status'),
            ]}
            value={f.durum}
            onChange={(e) => set('durum')(e.currentTarget.value)}
          />
          <TextInput
            label={t('staff.registrations.fields.TescilNo')}
            value={f.no}
            onChange={(e) => set('no')(e.currentTarget.value)}
          />
        </SimpleGrid>
        <Group mt="xs">
          <Button type="submit" variant="default">
            {t('staff.registrations.search')}
          </Button>
        </Group>
      </form>
    </search>
  );
}

/** `/yonetim/tescil`: registrations (search, pages, versions), register, correct and cancel. */
export function RegistrationsScreen({ canWrite }: ScreenProps) {
  const { t, i18n } = useTranslation();
  const [filters, setFilters] = useState(NO_FILTER);
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<RegistrationFormValues | null | 'new'>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const list = useRegistrationList({
    page,
    pageSize: PAGE_SIZE,
    tarih: orUndefined(filters.tarih),
    urun: orUndefined(filters.urun),
    kanal: orUndefined(filters.kanal),
    uye: orUndefined(filters.uye),
    durum: orUndefined(filters.durum),
    no: orUndefined(filters.no),
  });
  const columns = useMemo(
    () =>
      registrationColumns(t, {
        canWrite,
        onCorrect: (row: RegistrationListItem) => setEditing(formOf(row)),
        onCancel: (row: RegistrationListItem) => setCancelling(row.TescilNo),
      }),
    [t, canWrite],
  );
  const apply = (next: Filters) => {
    setFilters(next);
    setPage(1);
  };

  return (
    <StaffFrame title={t('staff.registrations.title')} description={t('staff.registrations.description')}>
      {canWrite && (
        <Group>
          <Button onClick={() => setEditing('new')}>{t('staff.registrations.new')}</Button>
        </Group>
      )}
      <FilterForm onApply={apply} />
      <QueryState query={list} isEmpty={(d) => d.Items.length === 0}>
        {(data) => (
          <>
            <Text size="sm" role="status">
              {t('staff.registrations.total', { count: data.TotalCount })}
            </Text>
            <DataTable
              rows={data.Items}
              columns={columns}
              rowKey={(r) => r.TescilNo}
              caption={t('staff.registrations.caption')}
              language={i18n.language as Language}
            />
            {data.TotalCount > PAGE_SIZE && (
              <Pagination
                total={Math.ceil(data.TotalCount / PAGE_SIZE)}
                value={page}
                onChange={setPage}
                size="sm"
                aria-label={t('staff.common.pages')}
                getControlProps={(control) => ({ 'aria-label': t(`staff.common.pageControl.${control}`) })}
                getItemProps={(p) => ({ 'aria-label': t('staff.common.page', { page: p }) })}
              />
            )}
          </>
        )}
      </QueryState>
      {editing && (
        <RegistrationDialog
          correcting={editing === 'new' ? null : editing}
          onClose={() => setEditing(null)}
        />
      )}
      {cancelling && <CancelDialog no={cancelling} onClose={() => setCancelling(null)} />}
    </StaffFrame>
  );
}
