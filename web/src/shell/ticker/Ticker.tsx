import { useQueryClient } from '@tanstack/react-query';
import { TICKER_KEY } from '../../api/hooks/use-ticker';
import { useTranslation } from '../../i18n/react';
import { useLiveEvent } from '../../live/use-live-event';
import { TickerBar } from './TickerBar';
import { TICKER_PACE, useTickerBar } from './use-ticker-bar';

/** The ticker bar: text and colour from the API, refreshed on `ticker` live events and by polling; pausable. */
export function Ticker() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const bar = useTickerBar(TICKER_PACE);
  useLiveEvent('ticker', () => void queryClient.invalidateQueries({ queryKey: TICKER_KEY }));

  if (!bar) return null;
  return <TickerBar label={t('ticker.label')} message={bar.message} style={bar.style} />;
}
