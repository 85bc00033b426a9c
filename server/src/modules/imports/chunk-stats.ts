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
  return stats.every(exactSums) ? stats : null;
}

// Whether a row's sums are still exact in JavaScript numbers.
function exactSums(stat: DailyStatRow): boolean {
  return (
    Number.isSafeInteger(stat.amount_e4) &&
    Number.isSafeInteger(stat.quantity_milli) &&
    Number.isSafeInteger(stat.live_weight_milli)
  );
}

const statKey = (stat: DailyStatRow) => `${stat.trade_date}|${stat.product_id}|${stat.channel}`;

// Two rows of one day × product × channel as one, ordered as `aggregateTrades` orders first and last.
function combined(a: DailyStatRow, b: DailyStatRow): DailyStatRow {
  const bFirst = b.first_at < a.first_at || (b.first_at === a.first_at && b.first_id < a.first_id);
  const bLast = b.last_at > a.last_at || (b.last_at === a.last_at && b.last_id > a.last_id);
  const first = bFirst ? b : a;
  const last = bLast ? b : a;
  return {
    ...a,
    trade_count: a.trade_count + b.trade_count,
    quantity_milli: a.quantity_milli + b.quantity_milli,
    amount_e4: a.amount_e4 + b.amount_e4,
    min_price_e4: Math.min(a.min_price_e4, b.min_price_e4),
    max_price_e4: Math.max(a.max_price_e4, b.max_price_e4),
    first_price_e4: first.first_price_e4,
    first_at: first.first_at,
    first_id: first.first_id,
    last_price_e4: last.last_price_e4,
    last_at: last.last_at,
    last_id: last.last_id,
    head_count: a.head_count + b.head_count,
    live_weight_milli: a.live_weight_milli + b.live_weight_milli,
  };
}

/**
 * The figures of new trades of several chunks, held until they are merged into the statistics at once:
 * a sorted file puts a day × product × channel into many chunks of one transaction, and one upsert per
 * key and transaction costs less than one per key and chunk.
 */
export class PendingStats {
  private readonly byKey = new Map<string, DailyStatRow>();

  /**
   * Adds a chunk's figures (`chunkStats`). Answers false, adding nothing, when a sum would leave the safe
   * integer range: the caller merges that chunk's figures on their own (the database adds them up).
   */
  add(stats: readonly DailyStatRow[]): boolean {
    const next = stats.map((stat) => {
      const held = this.byKey.get(statKey(stat));
      return held ? combined(held, stat) : stat;
    });
    if (!next.every(exactSums)) return false;
    for (const stat of next) this.byKey.set(statKey(stat), stat);
    return true;
  }

  /** The held figures, one row per day × product × channel; nothing is held after. */
  take(): DailyStatRow[] {
    const rows = [...this.byKey.values()];
    this.byKey.clear();
    return rows;
  }
}
