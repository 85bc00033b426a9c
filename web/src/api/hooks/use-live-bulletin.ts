import type { LiveEvent, TradeRow } from '@bulten/core';
import { type QueryClient, useQueryClient } from '@tanstack/react-query';
import { useServices } from '../../app/services';
import { useLiveEvent } from '../../live/use-live-event';
import { DAY_TOTALS_KEY } from './use-day-totals';
import { LATEST_TRADES_KEY, type LatestTradesFilter } from './use-latest-trades';
import { MAIN_CARDS_KEY } from './use-main-cards';
import { SESSION_STATUS_KEY } from './use-session-status';

/** Options of the live refresh: `paused` keeps the latest-trades lists as they are (the rest still refreshes). */
export interface LiveBulletinOptions {
  paused?: boolean;
}

/**
 * A crops list with a trade's row put in its place (newest first by trade time, then id; an earlier
 * version of the same registration replaced), or null when the list's filter may not show it (a time
 * window: the server decides those).
 */
export function withLiveRow(
  list: readonly TradeRow[],
  row: TradeRow,
  filter: LatestTradesFilter,
): TradeRow[] | null {
  if (filter.baslangic || filter.bitis) return null;
  const shown =
    (filter.grupId === undefined || filter.grupId === row.GrupId) &&
    (filter.sinifId === undefined || filter.sinifId === row.SinifId) &&
    (filter.kanal === undefined || filter.kanal === row.Kanal) &&
    (filter.tarih === undefined || filter.tarih === row.IslemTarih);
  const others = list.filter((r) => r.Id !== row.Id);
  if (!shown) return others.length === list.length ? null : others;
  const instant = (r: TradeRow) => Date.parse(r.IslemZamani);
  const merged = [row, ...others].sort((x, y) => instant(y) - instant(x) || y.Id - x.Id);
  return merged.slice(0, filter.limit ?? list.length + 1);
}

// Shows the event's row in every open crops list of the language at once; the refetch that follows
// reconciles them with the server.
function showRow(client: QueryClient, language: string, event: Extract<LiveEvent, { type: 'trade' }>): void {
  const row = event.rows?.[language === 'en' ? 'en' : 'tr'];
  if (!row) return;
  const queries = client.getQueryCache().findAll({ queryKey: [...LATEST_TRADES_KEY, 'crops', language] });
  for (const query of queries) {
    const list = query.state.data as TradeRow[] | undefined;
    const filter = (query.queryKey[4] ?? {}) as LatestTradesFilter;
    const next = list && withLiveRow(list, row, filter);
    if (next) client.setQueryData(query.queryKey, next);
  }
}

/**
 * Refetches the live bulletin queries on SSE events: trades, totals, cards and the session state on
 * `trade`/`cancel` (the trades lists first: the new row is what the visitor waits for, and the heavier
 * cards would otherwise hold the server up in front of it; a trade event's own row is shown before the
 * refetch answers); the session state on `session`; cards and totals on `figures`.
 */
export function useLiveBulletin({ paused = false }: LiveBulletinOptions = {}): void {
  const client = useQueryClient();
  const { language } = useServices();
  const onTrade = async () => {
    if (!paused) await client.invalidateQueries({ queryKey: LATEST_TRADES_KEY });
    void client.invalidateQueries({ queryKey: DAY_TOTALS_KEY });
    void client.invalidateQueries({ queryKey: MAIN_CARDS_KEY });
    void client.invalidateQueries({ queryKey: SESSION_STATUS_KEY });
  };
  useLiveEvent('trade', (event) => {
    if (!paused) showRow(client, language, event);
    void onTrade();
  });
  useLiveEvent('cancel', () => void onTrade());
  useLiveEvent('session', () => void client.invalidateQueries({ queryKey: SESSION_STATUS_KEY }));
  useLiveEvent('figures', () => {
    void client.invalidateQueries({ queryKey: MAIN_CARDS_KEY });
    void client.invalidateQueries({ queryKey: DAY_TOTALS_KEY });
  });
}
