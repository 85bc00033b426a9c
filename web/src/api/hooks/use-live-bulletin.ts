import { useQueryClient } from '@tanstack/react-query';
import { useLiveEvent } from '../../live/use-live-event';
import { DAY_TOTALS_KEY } from './use-day-totals';
import { LATEST_TRADES_KEY } from './use-latest-trades';
import { MAIN_CARDS_KEY } from './use-main-cards';
import { SESSION_STATUS_KEY } from './use-session-status';

/** Options of the live refresh: `paused` keeps the latest-trades lists as they are (the rest still refreshes). */
export interface LiveBulletinOptions {
  paused?: boolean;
}

/**
 * Refetches the live bulletin queries on SSE events: trades, totals, cards and the session state on
 * `trade`/`cancel`; the session state on `session`; cards and totals on `figures`.
 */
export function useLiveBulletin({ paused = false }: LiveBulletinOptions = {}): void {
  const client = useQueryClient();
  const onTrade = () => {
    if (!paused) void client.invalidateQueries({ queryKey: LATEST_TRADES_KEY });
    void client.invalidateQueries({ queryKey: DAY_TOTALS_KEY });
    void client.invalidateQueries({ queryKey: MAIN_CARDS_KEY });
    void client.invalidateQueries({ queryKey: SESSION_STATUS_KEY });
  };
  useLiveEvent('trade', onTrade);
  useLiveEvent('cancel', onTrade);
  useLiveEvent('session', () => void client.invalidateQueries({ queryKey: SESSION_STATUS_KEY }));
  useLiveEvent('figures', () => {
    void client.invalidateQueries({ queryKey: MAIN_CARDS_KEY });
    void client.invalidateQueries({ queryKey: DAY_TOTALS_KEY });
  });
}
