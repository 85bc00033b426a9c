import {
  CHANNELS,
  REGISTRATION_STATUSES,
  type RegistrationListItem,
  registrationDeskEndpoints,
} from '@bulten/core';
import { Button, Group, NativeSelect } from '@mantine/core';
import { useMemo, useState } from 'react';
import { useRegistrationList } from '../../../api/hooks/use-staff';
import { useServices } from '../../../app/services';
import { boundText } from '../../../components/bind';
import { DateField } from '../../../components/DateField';
import { useTranslation } from '../../../i18n/react';
import { TextFields } from '../parts/StaffForm';
import { FilterBar, ServerPagedTable, useListFilters } from '../parts/StaffTable';
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
  const select = (key: 'kanal' | 'durum', label: string, values: readonly string[], prefix: string) => (
    <NativeSelect
      label={label}
      data={[
        { value: '', label: t('staff.common.all') },
        ...values.map((v) => ({ value: v, label: t(`${prefix}.${v}`) })),
      ]}
      {...boundText(f[key], set(key))}
    />
  );
  const text = (key: 'urun' | 'uye' | 'no', label: string) => (
    <TextFields values={f} onChange={setF} fields={[{ key, label }]} />
  );
  return (
    <FilterBar
      label={t('staff.registrations.search')}
      cols={{ base: 1, xs: 2, md: 4 }}
      onSearch={() => onApply(f)}
    >
      <DateField label={t('staff.registrations.filters.day')} value={f.tarih} onChange={set('tarih')} />
      {text('urun', t('staff.registrations.filters.product'))}
      {select('kanal', t('staff.registrations.fields.Kanal'), CHANNELS, 'staff.channels')}
      {text('uye', t('staff.registrations.filters.member'))}
      {select('durum', t('staff.registrations.status'), REGISTRATION_STATUSES, 'staff.status')}
      {text('no', t('staff.registrations.fields.TescilNo'))}
    </FilterBar>
  );
}

/** `/yonetim/tescil`: registrations (search, pages, versions), register, correct and cancel. */
export function RegistrationsScreen({ may }: ScreenProps) {
  const { t } = useTranslation();
  const canCreate = may(registrationDeskEndpoints.TescilCreate);
  const canChange =
    may(registrationDeskEndpoints.TescilCorrect) && may(registrationDeskEndpoints.TescilCancel);
  const { language } = useServices();
  const { filters, paging, apply } = useListFilters(NO_FILTER, PAGE_SIZE);
  const [editing, setEditing] = useState<RegistrationFormValues | null | 'new'>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const list = useRegistrationList({
    page: paging.page,
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
        canChange,
        onCorrect: (row: RegistrationListItem) => setEditing(formOf(row, language)),
        onCancel: (row: RegistrationListItem) => setCancelling(row.TescilNo),
      }),
    [t, canChange, language],
  );

  return (
    <StaffFrame title={t('staff.registrations.title')} description={t('staff.registrations.description')}>
      {canCreate && (
        <Group>
          <Button onClick={() => setEditing('new')}>{t('staff.registrations.new')}</Button>
        </Group>
      )}
      <FilterForm onApply={apply} />
      <ServerPagedTable
        query={list}
        total={(count) => t('staff.registrations.total', { count })}
        paging={paging}
        columns={columns}
        rowKey={(r) => r.TescilNo}
        caption={t('staff.registrations.caption')}
      />
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
