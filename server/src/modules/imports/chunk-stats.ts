import type { Channel } from '@bulten/core';
import type { DailyStatRow } from '../stats/stats.table.js';
import type { StagedRow } from './staged-file.js';

/**
 * The figures of new trades per day × product × channel (active rows only), as `aggregateTrades` would
 * give them: first and last by trade time, then id. Null when a sum leaves the safe integer range (the
 * database then sums up instead).
 */
export function chunkStats(rows: readonly StagedRow[], ids: readonly number[]): DailyStatRow[] | null {
  const byKey = new Map<string, DailyStatRow>();
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i]!;
    if (row[10] !== 'AKTIF') continue;
    const id = ids[i]!;
    const [, at, date, product, quantity, price, amount] = row;
    const key = `${date}|${product}|${row[7]}`;
    const stat = byKey.get(key);
    if (!stat) {
      byKey.set(key, {
        trade_date: date,
        product_id: product,
        channel: row[7] as Channel,
        trade_count: 1,
        quantity_milli: quantity,
        amount_e4: amount,
        min_price_e4: price,
        max_price_e4: price,
        first_price_e4: price,
        first_at: at,
        first_id: id,
        last_price_e4: price,
        last_at: at,
        last_id: id,
        head_count: row[14] ?? 0,
        live_weight_milli: row[15] ?? 0,
      });
      continue;
    }
    stat.trade_count += 1;
    stat.quantity_milli += quantity;
    stat.amount_e4 += amount;
    stat.head_count += row[14] ?? 0;
    stat.live_weight_milli += row[15] ?? 0;
    if (price < stat.min_price_e4) stat.min_price_e4 = price;
    if (price > stat.max_price_e4) stat.max_price_e4 = price;
    if (at < stat.first_at || (at === stat.first_at && id < stat.first_id)) {
      stat.first_price_e4 = price;
      stat.first_at = at;
      stat.first_id = id;
    }
    if (at > stat.last_at || (at === stat.last_at && id > stat.last_id)) {
      stat.last_price_e4 = price;
      stat.last_at = at;
      stat.last_id = id;
    }
  }
  const stats = [...byKey.values()];
  const safe = stats.every(
    (s) =>
      Number.isSafeInteger(s.amount_e4) &&
      Number.isSafeInteger(s.quantity_milli) &&
      Number.isSafeInteger(s.live_weight_milli),
  );
  return safe ? stats : null;
}
