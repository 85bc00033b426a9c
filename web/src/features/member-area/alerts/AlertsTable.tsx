import type { Alert } from '@bulten/core';
import { Table } from '@mantine/core';
import { useDeleteAlert, useSetAlertActive } from '../../../api/hooks/use-alerts';
import { useServices } from '../../../app/services';
import { RowButtons } from '../../../components/RowButtons';
import { StripedTable } from '../../../components/StripedTable';
import { formatDate } from '../../../format/dates';
import { formatPercent } from '../../../format/percents';
import { priceText } from '../../../format/prices';
import { useTranslation } from '../../../i18n/react';

/** The member's alerts: class, condition, state, last firing day, and pause/resume and delete buttons. */
export function AlertsTable({ alerts }: { alerts: readonly Alert[] }) {
  const { t } = useTranslation();
  const { language } = useServices();
  const setActive = useSetAlertActive();
  const remove = useDeleteAlert();
  const caption = t('alerts.caption', { count: alerts.length });
  const condition = (a: Alert) =>
    a.Tur === 'HAREKET'
      ? t('alerts.conditionMove', { percent: formatPercent(language, a.Yuzde) })
      : t(`alerts.condition${a.Tur}`, { price: priceText(language, a.Esik, a.FiyatBirimi) });
  return (
    <StripedTable
      caption={caption}
      heads={(['class', 'condition', 'state', 'lastFired', 'actions'] as const).map((c) => ({
        key: c,
        label: t(`alerts.col.${c}`),
      }))}
      nowrap={false}
    >
      {alerts.map((a) => (
        <Table.Tr key={a.Id}>
          <Table.Th scope="row" fw="normal">
            {a.SinifAdi}
          </Table.Th>
          <Table.Td>{condition(a)}</Table.Td>
          <Table.Td>{t(a.Aktif ? 'alerts.active' : 'alerts.paused')}</Table.Td>
          <Table.Td>{a.SonTetiklenme ? formatDate(language, a.SonTetiklenme) : '–'}</Table.Td>
          <Table.Td>
            <RowButtons
              size="xs"
              buttons={[
                {
                  label: t(a.Aktif ? 'alerts.pause' : 'alerts.resume'),
                  name: t(a.Aktif ? 'alerts.pauseOf' : 'alerts.resumeOf', {
                    name: a.SinifAdi,
                    condition: condition(a),
                  }),
                  onClick: () => setActive.mutate({ id: a.Id, active: !a.Aktif }),
                },
                {
                  label: t('alerts.delete'),
                  name: t('alerts.deleteOf', { name: a.SinifAdi, condition: condition(a) }),
                  onClick: () => remove.mutate(a.Id),
                },
              ]}
            />
          </Table.Td>
        </Table.Tr>
      ))}
    </StripedTable>
  );
}
