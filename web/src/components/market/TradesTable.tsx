import type { TradeRow } from '@bulten/core';
import { useServices } from '../../app/services';
import { amountText } from '../../format/amounts';
import { clockTime, formatDate } from '../../format/dates';
import { priceText } from '../../format/prices';
import { quantityText } from '../../format/quantities';
import { useTranslation } from '../../i18n/react';
import { CaptionedTable } from '../CaptionedTable';
import { type TradeTotals, tradeTotals } from './trade-totals';

/** Props of a trades table. */
export interface TradesTableProps {
  rows: readonly TradeRow[];
  caption: string;
  /** Show the trade date beside the time (lists spanning several days). */
  withDate?: boolean;
  /** Add a totals row of the shown trades. */
  withTotals?: boolean;
}

/** A scrollable, captioned table of registered trades (newest first), optionally with a totals row. */
export function TradesTable({ rows, caption, withDate = false, withTotals = false }: TradesTableProps) {
  const { t } = useTranslation();
  const { language } = useServices();
  return (
    <CaptionedTable
      caption={caption}
      className="market-table"
      heads={[
        { key: 'time', label: t('latestTrades.col.time') },
        { key: 'product', label: t('latestTrades.col.product') },
        { key: 'channel', label: t('latestTrades.col.channel') },
        { key: 'quantity', label: t('figures.quantity'), numeric: true },
        { key: 'price', label: t('latestTrades.col.price'), numeric: true },
        { key: 'amount', label: t('figures.amount'), numeric: true },
        { key: 'place', label: t('latestTrades.col.place') },
      ]}
    >
      <tbody>
        {rows.map((row) => (
          <tr key={row.Id} data-trade-no={row.TescilNo}>
            <td className="num">
              {withDate && <span className="sub">{formatDate(language, row.IslemTarih)}</span>}
              {clockTime(row.IslemZamani)}
            </td>
            <th scope="row">
              {row.UrunAdi}
              <span className="sub">{row.SinifAdi}</span>
            </th>
            <td>{t(`latestTrades.channel.${row.Kanal}`)}</td>
            <td className="num">{quantityText(language, row.Miktar, row.Birim)}</td>
            <td className="num">{priceText(language, row.BirimFiyat, row.FiyatBirimi)}</td>
            <td className="num">{amountText(language, row.Tutar)}</td>
            <td>{[row.Il, row.Ilce].filter(Boolean).join(' / ')}</td>
          </tr>
        ))}
      </tbody>
      {withTotals && <TotalsFoot totals={tradeTotals(rows)} />}
    </CaptionedTable>
  );
}

function TotalsFoot({ totals }: { totals: TradeTotals }) {
  const { t } = useTranslation();
  const { language } = useServices();
  return (
    <tfoot>
      <tr>
        <th scope="row" colSpan={3}>
          {t('latestTrades.totalRow', { count: totals.count })}
        </th>
        <td className="num">
          {totals.quantities.map((q) => (
            <span key={q.Birim ?? '-'} className="total-quantity">
              {quantityText(language, q.Miktar, q.Birim)}
              <br />
            </span>
          ))}
        </td>
        <td />
        <td className="num">{amountText(language, totals.amount)}</td>
        <td />
      </tr>
    </tfoot>
  );
}
