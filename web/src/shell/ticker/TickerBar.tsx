import type { CSSProperties } from 'react';
import { useState } from 'react';
import { useTranslation } from '../../i18n/react';

/**
 * The ticker bar as visitors see it: its text crossing the bar in the bar's colours (`tickerStyle`), stopped
 * by hover, focus or its pause button; the public ticker and the console's preview are both this bar.
 */
export function TickerBar({
  label,
  message,
  style,
}: {
  label: string;
  message: string;
  style: CSSProperties;
}) {
  const { t } = useTranslation();
  const [paused, setPaused] = useState(false);
  return (
    <section className="ticker" aria-label={label} style={style} data-paused={paused || undefined}>
      <button
        type="button"
        className="ticker-toggle"
        aria-pressed={paused}
        onClick={() => setPaused(!paused)}
      >
        {paused ? t('ticker.resume') : t('ticker.pause')}
      </button>
      <div className="ticker-viewport" aria-live="off">
        <p className="ticker-text">{message}</p>
      </div>
    </section>
  );
}
