import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { TICKER_KEY } from '../../api/hooks/use-ticker';
import { useTranslation } from '../../i18n/react';
import { useLiveEvent } from '../../live/use-live-event';
import { useTickerBar } from './use-ticker-bar';

/** Slow enough to read. */
const PACE = { minSeconds: 20, perCharacter: 0.3 };

/** The ticker bar: text and colour from the API, refreshed on `ticker` live events and by polling; pausable. */
export function Ticker() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const bar = useTickerBar(PACE);
  const [paused, setPaused] = useState(false);
  useLiveEvent('ticker', () => void queryClient.invalidateQueries({ queryKey: TICKER_KEY }));

  if (!bar) return null;
  return (
    <section
      className="ticker"
      aria-label={t('ticker.label')}
      style={bar.style}
      data-paused={paused || undefined}
    >
      <button
        type="button"
        className="ticker-toggle"
        aria-pressed={paused}
        onClick={() => setPaused(!paused)}
      >
        {paused ? t('ticker.resume') : t('ticker.pause')}
      </button>
      <div className="ticker-viewport" aria-live="off">
        <p className="ticker-text">{bar.message}</p>
      </div>
    </section>
  );
}
