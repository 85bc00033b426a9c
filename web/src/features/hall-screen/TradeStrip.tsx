import type { Language, TradeRow } from '@bulten/core';
import { clockTime } from '../../format/dates';
import { formatPrice } from '../../format/prices';
import { quantityText } from '../../format/quantities';
import { useTranslation } from '../../i18n/react';
import { shownName } from './hall-pages';

function TradeList({
  trades,
  language,
  hidden,
}: {
  trades: readonly TradeRow[];
  language: Language;
  hidden?: boolean;
}) {
  return (
    <ul className="hall-trade-list" aria-hidden={hidden || undefined}>
      {trades.map((trade) => (
        <li key={trade.Id} className="hall-trade">
          <p className="hall-trade-head">
            <span className="hall-trade-time">{clockTime(trade.IslemZamani, 'minutes')}</span>{' '}
            <span className="hall-trade-name" title={trade.UrunAdi}>
              {shownName(trade.UrunAdi, trade.UrunKisaAdi)}
            </span>
          </p>
          <p className="hall-trade-figures">
            <span className="hall-figure hall-trade-price">
              <span className="hall-price-value">{formatPrice(language, trade.BirimFiyat)}</span>{' '}
              {trade.FiyatBirimi && <span className="hall-unit">{trade.FiyatBirimi}</span>}
            </span>{' '}
            <span className="hall-trade-quantity">{quantityText(language, trade.Miktar, trade.Birim)}</span>
          </p>
        </li>
      ))}
    </ul>
  );
}

/**
 * The latest trades, newest first, scrolling upwards without end (a second copy, hidden from screen
 * readers, follows the first); standing still for reduced motion or when they all fit.
 */
export function TradeStrip({ trades, language }: { trades: readonly TradeRow[]; language: Language }) {
  const { t } = useTranslation();
  const scrolls = trades.length > 6;
  return (
    <section className="hall-trades" aria-labelledby="hall-trades-heading">
      <h2 id="hall-trades-heading" className="hall-section-title">
        {t('hallScreen.latestTrades')}
      </h2>
      {trades.length === 0 ? (
        <p className="hall-empty">{t('hallScreen.noTrades')}</p>
      ) : (
        <div className="hall-trades-viewport">
          <div
            className="hall-trades-track"
            data-scrolling={scrolls || undefined}
            style={{ animationDuration: `${trades.length * 4}s` }}
          >
            <TradeList trades={trades} language={language} />
            {scrolls && <TradeList trades={trades} language={language} hidden />}
          </div>
        </div>
      )}
    </section>
  );
}
