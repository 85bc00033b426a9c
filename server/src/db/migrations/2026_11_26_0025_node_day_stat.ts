import { sql } from 'kysely';
import { type AnyDb, addIndex, dialectOf, notNull } from '../dialect.js';

/**
 * Groups' and classes' figures per day (count, quantity, amount, min, max, heads, live weight, first and
 * last trade keys, `|`-separated: `packNodeFigures`), summed from `daily_stat` by the code that writes it, so a long
 * archive reads one row a day instead of every product's. `rollup_member` lists the products (and unit
 * factors) each node's rows were summed with, `rollup_node` the same as one text a reader compares with
 * today's catalogue; node 0 is no node: its row is the lock a change of membership takes (PostgreSQL).
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('rollup_node')
    .addColumn('node_id', 'integer', (c) => c.primaryKey())
    .addColumn('members', 'text', notNull)
    .execute();
  await sql`insert into rollup_node (node_id, members) values (0, '')`.execute(db);
  await db.schema
    .createTable('rollup_member')
    .addColumn('node_id', 'integer', notNull)
    .addColumn('product_id', 'integer', notNull)
    .addColumn('factor', 'integer', notNull)
    .addPrimaryKeyConstraint('rollup_member_pk', ['node_id', 'product_id'])
    .execute();
  await addIndex(db, 'rollup_member_product', 'rollup_member', ['product_id', 'node_id']);
  // One text a row: reading a decade of a node is some 2,500 short rows, clustered by key on SQLite.
  const table = db.schema
    .createTable('node_day_stat')
    .addColumn('node_id', 'integer', notNull)
    .addColumn('channel', 'text', notNull)
    .addColumn('trade_date', 'text', notNull)
    .addColumn('figures', 'text', notNull)
    .addPrimaryKeyConstraint('node_day_stat_pk', ['node_id', 'channel', 'trade_date']);
  await (dialectOf(db) === 'sqlite' ? table.modifyEnd(sql`without rowid`) : table).execute();
  await addIndex(db, 'node_day_stat_date', 'node_day_stat', ['trade_date']);
}

/** Drops the roll-up tables. */
export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('node_day_stat').execute();
  await db.schema.dropTable('rollup_member').execute();
  await db.schema.dropTable('rollup_node').execute();
}
