import { type AnyDb, addIndex, dialectOf, notNull, withIdColumn } from '../dialect.js';

/**
 * The log of published figures that a correction or cancellation changed: one row per day × class or
 * product × field, written in the correction's transaction (before → after, in the node's unit).
 */
export async function up(db: AnyDb): Promise<void> {
  await withIdColumn(db.schema.createTable('figure_change'), dialectOf(db))
    .addColumn('trade_date', 'text', notNull)
    .addColumn('node_id', 'integer', notNull)
    .addColumn('level', 'text', notNull)
    .addColumn('unit', 'text')
    .addColumn('field', 'text', notNull)
    .addColumn('before_value', 'bigint')
    .addColumn('after_value', 'bigint')
    .addColumn('kind', 'text', notNull)
    .addColumn('registration_id', 'integer', (c) => c.notNull().references('registration.id'))
    .addColumn('changed_at', 'text', notNull)
    .execute();
  await addIndex(db, 'figure_change_day', 'figure_change', ['trade_date']);
  await addIndex(db, 'figure_change_node', 'figure_change', ['node_id', 'trade_date']);
}

/** Drops the log. */
export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('figure_change').execute();
}
