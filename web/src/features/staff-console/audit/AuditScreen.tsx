import type { AuditEntry, Language } from '@bulten/core';
import { Button, Group, Pagination, SimpleGrid, Text, TextInput } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuditLog } from '../../../api/hooks/use-staff';
import { type Column, DataTable } from '../../../components/DataTable';
import { DateField } from '../../../components/DateField';
import { QueryState } from '../../../components/QueryState';
import { formatDateTime } from '../../../format/dates';
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
  const { t, i18n } = useTranslation();
  const [form, setForm] = useState(NO_FILTER);
  const [filters, setFilters] = useState(NO_FILTER);
  const [page, setPage] = useState(1);
  const log = useAuditLog({
    page,
    pageSize: PAGE_SIZE,
    user: filters.user.trim() || undefined,
    action: filters.action.trim() || undefined,
    day: filters.day || undefined,
  });
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setFilters(form);
    setPage(1);
  };
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
      <search aria-label={t('staff.audit.search')}>
        <form onSubmit={submit}>
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="xs">
            <TextInput
              label={t('staff.audit.user')}
              value={form.user}
              onChange={(e) => setForm({ ...form, user: e.currentTarget.value })}
            />
            <TextInput
              label={t('staff.audit.action')}
              description={t('staff.audit.actionHint')}
              value={form.action}
              onChange={(e) => setForm({ ...form, action: e.currentTarget.value })}
            />
            <DateField
              label={t('staff.audit.day')}
              value={form.day}
              onChange={(day) => setForm({ ...form, day })}
            />
          </SimpleGrid>
          <Group mt="xs">
            <Button type="submit" variant="default">
              {t('staff.audit.search')}
            </Button>
          </Group>
        </form>
      </search>
      <QueryState query={log} isEmpty={(d) => d.Items.length === 0}>
        {(data) => (
          <>
            <Text size="sm" role="status">
              {t('staff.audit.total', { count: data.TotalCount })}
            </Text>
            <DataTable
              rows={data.Items}
              columns={columns}
              rowKey={(r) => String(r.Id)}
              caption={t('staff.audit.caption')}
              language={i18n.language as Language}
              rowHeader="at"
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
    </StaffFrame>
  );
}
