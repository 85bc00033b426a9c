import { useTranslation } from '../../i18n/react';
import { useTickerBar } from '../../shell/ticker/use-ticker-bar';

/** Large letters cross slower per character than the header's. */
const HALL_PACE = { minSeconds: 30, perCharacter: 0.25 };

/** The ticker across the screen's foot, large; no pause button (nobody touches the hall's televisions). */
export function HallTicker() {
  const { t } = useTranslation();
  const bar = useTickerBar(HALL_PACE);
  if (!bar) return null;
  return (
    <section className="hall-ticker" aria-label={t('ticker.label')} style={bar.style}>
      <p className="hall-ticker-text">{bar.message}</p>
    </section>
  );
}
