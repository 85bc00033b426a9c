import type { DayTotals as Totals } from '@bulten/core';
import { useDayTotals } from '../../api/hooks/use-day-totals';
import { useServices } from '../../app/services';
import { amountText } from '../../format/amounts';
import { formatDate } from '../../format/dates';
import { formatCount } from '../../format/numbers';
import { quantitiesText } from '../../format/quantities';
import { useTranslation } from '../../i18n/react';
import type { TFunction } from '../../i18n/translator';
import { Block } from '../Block';
import { type Column, DataTable } from '../DataTable';
import { FigureTiles } from '../FigureTiles';
import { QueryState } from '../QueryState';

type ChannelTotals = Totals['Kanallar'][number];

function channelColumns(t: TFunction): Column<ChannelTotals>[] {
  return [
    {
      key: 'channel',
      label: t('latestTrades.col.channel'),
      cell: (c) => t(`latestTrades.channel.${c.Kanal}`),
    },
    {
      key: 'count',
      label: t('figures.count'),
      numeric: true,
      cell: (c, l) => formatCount(l, c.IslemSayisi),
    },
    {
      key: 'quantity',
      label: t('figures.quantity'),
      numeric: true,
      cell: (c, l) => quantitiesText(l, c.Miktarlar),
    },
    { key: 'amount', label: t('figures.amount'), numeric: true, cell: (c, l) => amountText(l, c.Tutar) },
  ];
}

/** The day's market totals: trades, amount, products, quantity per unit, then per channel. */
export function TotalsPanel({ totals }: { totals: Totals }) {
  const { t } = useTranslation();
  const { language } = useServices();
  const tiles: [string, string][] = [
    [t('dashboard.totalTrades'), formatCount(language, totals.IslemSayisi)],
    [t('dashboard.totalAmount'), amountText(language, totals.Tutar)],
    [t('dashboard.totalProducts'), formatCount(language, totals.UrunSayisi)],
    [t('dashboard.totalQuantity'), quantitiesText(language, totals.Miktarlar)],
  ];
  return (
    <>
      <FigureTiles items={tiles} />
      <DataTable
        rows={totals.Kanallar}
        columns={channelColumns(t)}
        rowKey={(c) => c.Kanal}
        caption={t('dashboard.channelsCaption')}
        language={language}
      />
    </>
  );
}

const oneOrNone = (data: readonly unknown[]) => data.length === 0;

/** The day's totals under a dated `h2` (skeleton until the date is known; a notice without any trading day). */
export function DayTotalsBlock({ date }: { date: string | null | undefined }) {
  const { t } = useTranslation();
  const { language } = useServices();
  const totals = useDayTotals(date);
  const title = date ? t('dashboard.totalsOf', { date: formatDate(language, date) }) : t('dashboard.totals');
  return (
    <Block id="piyasa-toplamlari" title={title}>
      {date === null ? (
        <p>{t('dashboard.noTrade')}</p>
      ) : (
        <QueryState query={totals} isEmpty={oneOrNone}>
          {(list) => list[0] && <TotalsPanel totals={list[0]} />}
        </QueryState>
      )}
    </Block>
  );
}
