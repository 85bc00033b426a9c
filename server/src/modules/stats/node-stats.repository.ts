import { type Kysely, type RawBuilder, sql } from 'kysely';
import { dialectOf } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import { pricePer, tradeKey } from './trade-key.js';

/**
 * Groups' and classes' figures per day (`node_day_stat`), kept in step with `daily_stat` by the code that
 * writes it: each node's rows are the sums of its members' (`rollup_member`) statistics, per channel and
 * for all channels (`TUMU`), the same arithmetic `dailyRollup` does when it reads `daily_stat`.
 */

const DATE_CHUNK = 200;

// The members' statistics summed per node and day, per channel or for all channels.
function summed(db: Kysely<Database>, filter: RawBuilder<unknown>, byChannel: boolean): RawBuilder<unknown> {
  const price = (column: string) => pricePer(sql.ref(`s.${column}`), sql.ref('m.factor'));
  const key = (end: 'first' | 'last') =>
    tradeKey(db, sql.ref(`s.${end}_at`), sql.ref(`s.${end}_id`), price(`${end}_price_e4`));
  return sql`select m.node_id as node_id, ${byChannel ? sql.ref('s.channel') : sql.lit('TUMU')} as channel,
    s.trade_date as trade_date, sum(s.trade_count) as trade_count,
    sum(s.quantity_milli * m.factor) as quantity_milli, sum(s.amount_e4) as amount_e4,
    min(${price('min_price_e4')}) as min_price_e4, max(${price('max_price_e4')}) as max_price_e4,
    min(${key('first')}) as first_key, max(${key('last')}) as last_key,
    sum(s.head_count) as head_count, sum(s.live_weight_milli) as live_weight_milli
    from daily_stat s inner join rollup_member m on m.product_id = s.product_id
    where ${filter} group by m.node_id, s.trade_date${byChannel ? sql`, s.channel` : sql``}`;
}

async function insertSummed(db: Kysely<Database>, filter: RawBuilder<unknown>): Promise<void> {
  const bar = sql.lit('|');
  const packed = sql.join(
    [
      'trade_count',
      'quantity_milli',
      'amount_e4',
      'min_price_e4',
      'max_price_e4',
      'head_count',
      'live_weight_milli',
      'first_key',
      'last_key',
    ].map((c) => sql.ref(c)),
    sql` || ${bar} || `,
  );
  await sql`insert into node_day_stat (node_id, channel, trade_date, figures)
    select node_id, channel, trade_date, ${packed}
    from (${summed(db, filter, true)} union all ${summed(db, filter, false)}) g`.execute(db);
}

/**
 * Holds the members of every node until the transaction ends (PostgreSQL: a share lock on node 0's row;
 * `syncRollupMembers` takes it exclusively), so a node's rows are never summed with members being replaced.
 * SQLite's writer is alone already.
 */
export async function holdRollupMembers(db: Kysely<Database>, exclusive = false): Promise<void> {
  if (dialectOf(db) !== 'postgres') return;
  const lock = exclusive ? sql`for update` : sql`for share`;
  await sql`select node_id from rollup_node where node_id = 0 ${lock}`.execute(db);
}

/** Recomputes the node rows of whole days from their `daily_stat` rows (the caller holds the days' locks). */
export async function refreshNodeStatsForDates(
  db: Kysely<Database>,
  dates: readonly string[],
): Promise<void> {
  if (dates.length === 0) return;
  await holdRollupMembers(db);
  for (let i = 0; i < dates.length; i += DATE_CHUNK) {
    const chunk = dates.slice(i, i + DATE_CHUNK);
    await db.deleteFrom('node_day_stat').where('trade_date', 'in', chunk).execute();
    await insertSummed(db, sql`s.trade_date in (${sql.join(chunk)})`);
  }
}

/** Recomputes one day's rows of the nodes a product belongs to (the caller holds the day's lock). */
export async function refreshNodeStatsOfProduct(
  db: Kysely<Database>,
  key: { tradeDate: string; productId: number },
): Promise<void> {
  await holdRollupMembers(db);
  const nodes = sql`(select node_id from rollup_member where product_id = ${key.productId})`;
  await sql`delete from node_day_stat where trade_date = ${key.tradeDate} and node_id in ${nodes}`.execute(
    db,
  );
  await insertSummed(db, sql`s.trade_date = ${key.tradeDate} and m.node_id in ${nodes}`);
}

/** Recomputes every row of some nodes from their current members (the caller holds the members' lock). */
export async function rebuildNodeStats(db: Kysely<Database>, nodeIds: readonly number[]): Promise<void> {
  if (nodeIds.length === 0) return;
  await db.deleteFrom('node_day_stat').where('node_id', 'in', nodeIds).execute();
  await insertSummed(db, sql`m.node_id in (${sql.join(nodeIds)})`);
}

/** Drops every node row (rebuild-stats recomputes them with the days). */
export async function clearNodeStats(db: Kysely<Database>): Promise<void> {
  await db.deleteFrom('node_day_stat').execute();
}
