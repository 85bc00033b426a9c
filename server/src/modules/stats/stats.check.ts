import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { activeTrades, statRowsOf } from './stats.repository.js';
import type { DailyStatTable } from './stats.table.js';

const byKey = (a: DailyStatTable, b: DailyStatTable) =>
  a.trade_date.localeCompare(b.trade_date) ||
  a.product_id - b.product_id ||
  a.channel.localeCompare(b.channel);

/** Every stored statistics row, ordered by day, product and channel. */
export async function storedStats(db: Kysely<Database>): Promise<DailyStatTable[]> {
  const rows = await db.selectFrom('daily_stat').selectAll().execute();
  return rows.sort(byKey);
}

/** The statistics the active registrations make, recomputed in TypeScript, in the same order. */
export async function recomputedStats(db: Kysely<Database>): Promise<DailyStatTable[]> {
  return statRowsOf(await activeTrades(db).execute()).sort(byKey);
}

/** The keys (`day|product|channel`) whose stored statistics differ from a recompute; empty when all agree. */
export async function statMismatches(db: Kysely<Database>): Promise<string[]> {
  const [stored, fresh] = await Promise.all([storedStats(db), recomputedStats(db)]);
  const text = (rows: DailyStatTable[]) =>
    new Map(rows.map((r) => [`${r.trade_date}|${r.product_id}|${r.channel}`, JSON.stringify(r)]));
  const a = text(stored);
  const b = text(fresh);
  const keys = new Set([...a.keys(), ...b.keys()]);
  return [...keys].filter((k) => a.get(k) !== b.get(k)).sort();
}
