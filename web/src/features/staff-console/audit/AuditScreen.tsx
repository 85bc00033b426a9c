import type { AuditEntry } from '@bulten/core';
import { useState } from 'react';
import { useAuditLog } from '../../../api/hooks/use-staff';
import type { Column } from '../../../components/DataTable';
import { DateField } from '../../../components/DateField';
import { formatDateTime } from '../../../format/dates';
import { useTranslation } from '../../../i18n/react';
import { TextFields } from '../parts/StaffForm';
import { FilterBar, ServerPagedTable, useListFilters } from '../parts/StaffTable';
import { StaffFrame } from '../StaffFrame';
import type { ScreenProps } from '../staff-roles';

const PAGE_SIZE = 50;
const NO_FILTER = { user: '', action: '', day: '' };

function detailText(detail: unknown): string {
  if (detail === null || detail === undefined) return '';
  const text = typeof detail === 'string' ? detail : JSON.stringify(detail);
  return text.length > 160 ? `${text.slice(0, 160)}…` : text;
}

/** `/yonetim/denetim`: who did what, when and from where; filtered by user, action and day. */
export function AuditScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(NO_FILTER);
  const { filters, paging, apply } = useListFilters(NO_FILTER, PAGE_SIZE);
  const log = useAuditLog({
    page: paging.page,
    pageSize: PAGE_SIZE,
    user: filters.user.trim() || undefined,
    action: filters.action.trim() || undefined,
    day: filters.day || undefined,
  });
  const columns: Column<AuditEntry>[] = [
    { key: 'at', label: t('staff.audit.at'), cell: (r, l) => formatDateTime(l, new Date(r.Zaman)) },
    { key: 'user', label: t('staff.audit.user'), cell: (r) => r.KullaniciAdi ?? '–' },
    { key: 'action', label: t('staff.audit.action'), cell: (r) => r.Islem },
    {
      key: 'entity',
      label: t('staff.audit.entity'),
      cell: (r) => (r.VarlikId ? `${r.Varlik} ${r.VarlikId}` : r.Varlik),
    },
    { key: 'ip', label: t('staff.audit.ip'), cell: (r) => r.Ip ?? '–' },
    {
      key: 'detail',
      label: t('staff.audit.detail'),
      cell: (r) => <code className="staff-detail">{detailText(r.Detay)}</code>,
    },
  ];

  return (
    <StaffFrame title={t('staff.audit.title')} description={t('staff.audit.description')}>
      <FilterBar label={t('staff.audit.search')} cols={{ base: 1, sm: 3 }} onSearch={() => apply(form)}>
        <TextFields
          values={form}
          onChange={setForm}
          fields={[
            { key: 'user', label: t('staff.audit.user') },
            { key: 'action', label: t('staff.audit.action'), description: t('staff.audit.actionHint') },
          ]}
        />
        <DateField
          label={t('staff.audit.day')}
          value={form.day}
          onChange={(day) => setForm({ ...form, day })}
        />
      </FilterBar>
      <ServerPagedTable
        query={log}
        total={(count) => t('staff.audit.total', { count })}
        paging={paging}
        columns={columns}
        rowKey={(r) => String(r.Id)}
        caption={t('staff.audit.caption')}
        rowHeader="at"
      />
    </StaffFrame>
  );
}
