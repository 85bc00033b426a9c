import { useQueryClient } from '@tanstack/react-query';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TICKER_KEY, useTickerColor, useTickerText } from '../../api/hooks/use-ticker';
import { useLiveEvent } from '../../live/use-live-event';
import { tickerColors } from './ticker-color';

/** Seconds the text needs to cross the bar: slow enough to read. */
function crossingSeconds(text: string): number {
  return Math.max(20, Math.round(text.length * 0.3));
}

/** The ticker bar: text and colour from the API, refreshed on `ticker` live events and by polling; pausable. */
export function Ticker() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const text = useTickerText();
  const color = useTickerColor();
  const [paused, setPaused] = useState(false);
  useLiveEvent('ticker', () => void queryClient.invalidateQueries({ queryKey: TICKER_KEY }));

  const message = text.data?.Metin.trim() ?? '';
  if (!message) return null;
  const colors = tickerColors(color.data?.RenkKodu);
  const style = {
    '--ticker-bg': colors.background,
    '--ticker-fg': colors.text,
    '--ticker-seconds': `${crossingSeconds(message)}s`,
  } as CSSProperties;

  return (
    <section
      className="ticker"
      aria-label={t('ticker.label')}
      style={style}
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
        <p className="ticker-text">{message}</p>
      </div>
    </section>
  );
}
