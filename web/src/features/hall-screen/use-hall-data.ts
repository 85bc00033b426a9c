import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { DAILY_CLASS_CARDS_KEY, useDailyClassCards } from '../../api/hooks/use-daily-class-cards';
import { LATEST_TRADES_KEY, useLatestTrades } from '../../api/hooks/use-latest-trades';
import { useLiveInvalidate } from '../../api/hooks/use-live-invalidate';
import { SESSION_STATUS_KEY, useSessionStatus } from '../../api/hooks/use-session-status';
import { TICKER_KEY } from '../../api/hooks/use-ticker';
import { useLiveEvent } from '../../live/use-live-event';

/** Trades the strip shows. */
const TRADES = 20;

/**
 * Seconds between full refreshes: the live stream brings changes at once, this brings the screen back
 * after the network or the server was away (whatever the stream missed meanwhile).
 */
export const HALL_REFRESH_MS = 10_000;

const KEYS = [DAILY_CLASS_CARDS_KEY, LATEST_TRADES_KEY, SESSION_STATUS_KEY, TICKER_KEY];

/** Everything the hall screen shows, live, refreshed every `HALL_REFRESH_MS`; `offline` while a read fails. */
export function useHallData() {
  const client = useQueryClient();
  const classes = useDailyClassCards();
  const trades = useLatestTrades({ limit: TRADES });
  const session = useSessionStatus();
  useLiveInvalidate(DAILY_CLASS_CARDS_KEY);
  useLiveInvalidate(LATEST_TRADES_KEY);
  useLiveInvalidate(SESSION_STATUS_KEY);
  useLiveEvent('ticker', () => void client.invalidateQueries({ queryKey: TICKER_KEY }));
  useEffect(() => {
    const timer = setInterval(() => {
      for (const queryKey of KEYS) void client.invalidateQueries({ queryKey });
    }, HALL_REFRESH_MS);
    return () => clearInterval(timer);
  }, [client]);
  const offline = [classes, trades, session].some((q) => q.isError);
  return { classes, trades, session, offline };
}
