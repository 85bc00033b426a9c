import { type AnyDb, addIndex, notNull } from '../dialect.js';

/**
 * A peer's figures, apart from ours: `peer_day` says a day of a peer was read (when, whether after its
 * close, how many classes; an empty day is a read day without trades), `peer_figure` holds each class's
 * figures of that day as the peer gave them (prices e4 in the peer's unit, kg in milli) with when they
 * were read. A day's rows are replaced together, only by a read that passed every check.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('peer_day')
    .addColumn('peer_id', 'integer', notNull)
    .addColumn('day', 'text', notNull)
    .addColumn('fetched_at', 'text', notNull)
    .addColumn('final', 'integer', notNull)
    .addColumn('row_count', 'integer', notNull)
    .addPrimaryKeyConstraint('peer_day_pk', ['peer_id', 'day'])
    .execute();
  await db.schema
    .createTable('peer_figure')
    .addColumn('peer_id', 'integer', notNull)
    .addColumn('day', 'text', notNull)
    .addColumn('class_name', 'text', notNull)
    .addColumn('class_code', 'text')
    .addColumn('group_name', 'text', notNull)
    .addColumn('unit', 'text', notNull)
    .addColumn('min_e4', 'bigint', notNull)
    .addColumn('max_e4', 'bigint', notNull)
    .addColumn('avg_e4', 'bigint', notNull)
    .addColumn('quantity_milli', 'bigint', notNull)
    .addColumn('trade_count', 'integer')
    .addColumn('fetched_at', 'text', notNull)
    .addPrimaryKeyConstraint('peer_figure_pk', ['peer_id', 'day', 'class_name'])
    .execute();
  // A class's days at a peer over a range (the history, the latest day before a board's day).
  await addIndex(db, 'peer_figure_class_day', 'peer_figure', ['peer_id', 'class_name', 'day']);
}

/** Drops the peers' figures. */
export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('peer_figure').execute();
  await db.schema.dropTable('peer_day').execute();
}
