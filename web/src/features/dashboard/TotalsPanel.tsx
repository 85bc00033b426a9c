import type { DayTotals } from '@bulten/core';
import { useTranslation } from 'react-i18next';
import { useDayTotals } from '../../api/hooks/use-day-totals';
import { useServices } from '../../app/services';
import { QueryState } from '../../components/QueryState';
import { formatDate, formatNumber } from '../../i18n/format';
import { amountText, quantityText } from '../transactions/trade-format';
import { Block } from './Block';
import '../transactions/trades.css';

/** The day's market totals: trades, amount, products, quantity per unit, then per channel. */
export function TotalsPanel({ totals }: { totals: DayTotals }) {
  const { t } = useTranslation();
  const { language } = useServices();
  const quantities = (list: DayTotals['Miktarlar']) =>
    list.map((q) => quantityText(t, language, q.Miktar, q.Birim)).join(' · ');
  return (
    <>
      <dl className="figure-tiles">
        <div>
          <dt>{t('dashboard.totalTrades')}</dt>
          <dd>{formatNumber(language, totals.IslemSayisi)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.totalAmount')}</dt>
          <dd>{amountText(language, totals.Tutar)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.totalProducts')}</dt>
          <dd>{formatNumber(language, totals.UrunSayisi)}</dd>
        </div>
        <div>
          <dt>{t('dashboard.totalQuantity')}</dt>
          <dd>{quantities(totals.Miktarlar)}</dd>
        </div>
      </dl>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <section className="table-scroll" aria-label={t('dashboard.channelsCaption')} tabIndex={0}>
        <table className="market-table">
          <caption>{t('dashboard.channelsCaption')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('latestTrades.col.channel')}</th>
              <th scope="col" className="num">
                {t('dashboard.totalTrades')}
              </th>
              <th scope="col" className="num">
                {t('latestTrades.col.quantity')}
              </th>
              <th scope="col" className="num">
                {t('latestTrades.col.amount')}
              </th>
            </tr>
          </thead>
          <tbody>
            {totals.Kanallar.map((c) => (
              <tr key={c.Kanal}>
                <th scope="row">{t(`latestTrades.channel.${c.Kanal}`)}</th>
                <td className="num">{formatNumber(language, c.IslemSayisi)}</td>
                <td className="num">{quantities(c.Miktarlar)}</td>
                <td className="num">{amountText(language, c.Tutar)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </section>
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
