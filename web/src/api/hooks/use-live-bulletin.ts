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
 * `trade`/`cancel` (the trades lists first: the new row is what the visitor waits for, and the heavier
 * cards would otherwise hold the server up in front of it); the session state on `session`; cards and
 * totals on `figures`.
 */
export function useLiveBulletin({ paused = false }: LiveBulletinOptions = {}): void {
  const client = useQueryClient();
  const onTrade = async () => {
    if (!paused) await client.invalidateQueries({ queryKey: LATEST_TRADES_KEY });
    void client.invalidateQueries({ queryKey: DAY_TOTALS_KEY });
    void client.invalidateQueries({ queryKey: MAIN_CARDS_KEY });
    void client.invalidateQueries({ queryKey: SESSION_STATUS_KEY });
  };
  useLiveEvent('trade', () => void onTrade());
  useLiveEvent('cancel', () => void onTrade());
  useLiveEvent('session', () => void client.invalidateQueries({ queryKey: SESSION_STATUS_KEY }));
  useLiveEvent('figures', () => {
    void client.invalidateQueries({ queryKey: MAIN_CARDS_KEY });
    void client.invalidateQueries({ queryKey: DAY_TOTALS_KEY });
  });
}
