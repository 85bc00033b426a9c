import type { TradeRow } from '@bulten/core';

/** Merges two newest-first lists into one newest-first list of at most `limit` rows (ties: larger Id first). */
export function mergeNewestFirst<T extends Pick<TradeRow, 'IslemZamani' | 'Id'>>(
  a: readonly T[],
  b: readonly T[],
  limit: number,
): T[] {
  const instant = (row: T) => Date.parse(row.IslemZamani);
  return [...a, ...b].sort((x, y) => instant(y) - instant(x) || y.Id - x.Id).slice(0, limit);
}
