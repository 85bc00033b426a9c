import { AUDIT_ACTIONS, type AuditEntry } from '@bulten/core';
import { NativeSelect } from '@mantine/core';
import { useState } from 'react';
import { useAuditLog } from '../../../api/hooks/use-staff';
import { boundText } from '../../../components/bind';
import type { Column } from '../../../components/DataTable';
import { DateField } from '../../../components/DateField';
import { formatDateTime } from '../../../format/dates';
import { useTranslation } from '../../../i18n/react';
import { TextFields } from '../parts/StaffForm';
import { FilterBar, ServerPagedTable, useListFilters } from '../parts/StaffTable';
import { StaffFrame } from '../StaffFrame';
import type { ScreenProps } from '../staff-roles';
import { actionText, changeText, entityText, fieldText } from './audit-words';

const PAGE_SIZE = 50;
const NO_FILTER = { user: '', action: '', day: '' };

/** What an entry changed, one field a line: its name, then `before → after` or the value it set. */
function Changes({ entry }: { entry: AuditEntry }) {
  const { t, i18n } = useTranslation();
  if (entry.Degisiklikler.length === 0) return <>{t('staff.audit.noChanges')}</>;
  return (
    <ul className="staff-changes">
      {entry.Degisiklikler.map((change) => (
        <li key={change.Alan}>
          <span className="staff-change-field">{fieldText(t, change.Alan)}</span>:{' '}
          {changeText(t, i18n.language, change)}
        </li>
      ))}
    </ul>
  );
}

/** `/yonetim/denetim`: who did what, when and from where, and what it changed; filtered by user, action and day. */
export function AuditScreen(_: ScreenProps) {
  const { t } = useTranslation();
  const [form, setForm] = useState(NO_FILTER);
  const { filters, paging, apply } = useListFilters(NO_FILTER, PAGE_SIZE);
  const log = useAuditLog({
    page: paging.page,
    pageSize: PAGE_SIZE,
    user: filters.user.trim() || undefined,
    action: filters.action || undefined,
    day: filters.day || undefined,
  });
  const columns: Column<AuditEntry>[] = [
    { key: 'at', label: t('staff.audit.at'), cell: (r, l) => formatDateTime(l, new Date(r.Zaman)) },
    { key: 'user', label: t('staff.audit.user'), cell: (r) => r.KullaniciAdi ?? '–' },
    { key: 'action', label: t('staff.audit.action'), cell: (r) => actionText(t, r.Islem) },
    { key: 'entity', label: t('staff.audit.entity'), cell: (r) => entityText(t, r.Varlik, r.VarlikId) },
    { key: 'changes', label: t('staff.audit.changes'), cell: (r) => <Changes entry={r} /> },
    { key: 'ip', label: t('staff.audit.ip'), cell: (r) => r.Ip ?? '–' },
  ];
  const actions = [
    { value: '', label: t('staff.common.all') },
    ...AUDIT_ACTIONS.map((action) => ({ value: action, label: actionText(t, action) })),
  ];

  return (
    <StaffFrame title={t('staff.audit.title')} description={t('staff.audit.description')}>
      <FilterBar label={t('staff.audit.search')} cols={{ base: 1, sm: 3 }} onSearch={() => apply(form)}>
        <TextFields
          values={form}
          onChange={setForm}
          fields={[{ key: 'user', label: t('staff.audit.user') }]}
        />
        <NativeSelect
          label={t('staff.audit.action')}
          data={actions}
          {...boundText(form.action, (action) => setForm({ ...form, action }))}
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
