import type { Alert } from '@bulten/core';
import { useDeleteAlert, useSetAlertActive } from '../../../api/hooks/use-alerts';
import { useServices } from '../../../app/services';
import { type Column, DataTable } from '../../../components/DataTable';
import { rowButtonsColumn } from '../../../components/RowButtons';
import { formatDate } from '../../../format/dates';
import { formatPercent } from '../../../format/percents';
import { priceText } from '../../../format/prices';
import { useTranslation } from '../../../i18n/react';

/**
 * The member's alerts: class, condition, state, last firing day, and pause/resume and delete buttons (each
 * row a card on a phone, its buttons on its last line).
 */
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
  const columns: Column<Alert>[] = [
    { key: 'class', label: t('alerts.col.class'), cell: (a) => a.SinifAdi },
    { key: 'condition', label: t('alerts.col.condition'), cell: condition },
    {
      key: 'state',
      label: t('alerts.col.state'),
      cell: (a) => t(a.Aktif ? 'alerts.active' : 'alerts.paused'),
    },
    {
      key: 'lastFired',
      label: t('alerts.col.lastFired'),
      cell: (a) => (a.SonTetiklenme ? formatDate(language, a.SonTetiklenme) : '–'),
    },
    rowButtonsColumn(
      'actions',
      t('alerts.col.actions'),
      (a: Alert) => [
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
      ],
      'xs',
    ),
  ];
  return (
    <DataTable
      rows={alerts}
      columns={columns}
      rowKey={(a) => String(a.Id)}
      caption={caption}
      language={language}
    />
  );
}
