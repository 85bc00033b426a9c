import { type Kysely, type RawBuilder, sql } from 'kysely';
import { dialectOf } from '../../db/dialect.js';

/**
 * SQL pieces shared by the roll-ups that sum `daily_stat` rows: the first (last) trade of a day is the one
 * with the smallest (largest) time, then id. A text key of the ISO time (24 characters), the id plus 10^10
 * (eleven digits for any serial id) and the price sorts that way and carries the price; PostgreSQL
 * compares it byte by byte.
 */
export function tradeKey<DB>(
  db: Kysely<DB>,
  at: RawBuilder<unknown>,
  id: RawBuilder<unknown>,
  price: RawBuilder<number>,
): RawBuilder<string> {
  const key = sql<string>`${at} || '|' || (${id} + 10000000000) || '|' || ${price}`;
  return dialectOf(db) === 'postgres' ? sql<string>`(${key}) collate "C"` : key;
}

/** A price ÷ factor rounded half away from zero, as `divRound` does (integer division truncates to zero). */
export function pricePer(value: RawBuilder<number>, factor: RawBuilder<number>): RawBuilder<number> {
  return sql<number>`(case when ${value} >= 0 then (${value} * 2 + ${factor}) / (2 * ${factor}) else -((${value} * -2 + ${factor}) / (2 * ${factor})) end)`;
}
