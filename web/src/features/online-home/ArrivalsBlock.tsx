import type { ArrivalRow } from '@bulten/core';
import { Anchor } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useDayArrivals } from '../../api/hooks/use-day-arrivals';
import { useServices } from '../../app/services';
import { QueryState } from '../../components/QueryState';
import { formatDate, formatNumber } from '../../i18n/format';
import { Block } from '../dashboard/Block';
import { quantityText, tradeClock } from '../transactions/trade-format';
import '../transactions/trades.css';

/** Arrivals the online home lists (the rest are on the hall sales screen). */
export const ARRIVALS_SHOWN = 10;

function ArrivalsTable({ rows, caption }: { rows: readonly ArrivalRow[]; caption: string }) {
  const { t } = useTranslation();
  const { language } = useServices();
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard
    <section className="table-scroll" aria-label={caption} tabIndex={0}>
      <table className="market-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('latestTrades.col.time')}</th>
            <th scope="col">{t('latestTrades.col.product')}</th>
            <th scope="col" className="num">
              {t('latestTrades.col.quantity')}
            </th>
            <th scope="col" className="num">
              {t('onlineHome.vehicles')}
            </th>
            <th scope="col">{t('latestTrades.col.place')}</th>
            <th scope="col">{t('onlineHome.status')}</th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.Id}>
              <td className="num">{tradeClock(row.GelisZamani).slice(0, 5)}</td>
              <th scope="row">
                {row.UrunAdi}
                <span className="sub">{row.SinifAdi}</span>
              </th>
              <td className="num">{quantityText(t, language, row.Miktar, row.Birim)}</td>
              <td className="num">{formatNumber(language, row.AracSayisi)}</td>
              <td>{[row.Il, row.Ilce].filter(Boolean).join(' / ')}</td>
              <td>{row.DurumAdi}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

/** The hall arrivals of a day: the first rows and a link to the hall sales screen. */
export function ArrivalsBlock({ date }: { date: string | null | undefined }) {
  const { t } = useTranslation();
  const { language } = useServices();
  const arrivals = useDayArrivals(date);
  const title = date
    ? t('onlineHome.arrivalsOf', { date: formatDate(language, date) })
    : t('onlineHome.arrivals');
  return (
    <Block id="gelen-urunler" title={title}>
      {date === null ? (
        <p>{t('onlineHome.noArrivals')}</p>
      ) : (
        <QueryState query={arrivals} empty={<p role="status">{t('onlineHome.noArrivals')}</p>}>
          {(rows) => (
            <>
              <ArrivalsTable
                rows={rows.slice(0, ARRIVALS_SHOWN)}
                caption={t('onlineHome.arrivalsCaption', {
                  shown: Math.min(rows.length, ARRIVALS_SHOWN),
                  count: rows.length,
                })}
              />
              <Anchor component={Link} to="/salon-satis">
                {t('onlineHome.allArrivals')}
              </Anchor>
            </>
          )}
        </QueryState>
      )}
    </Block>
  );
}
