import { type AnyDb, addIndex, dialectOf, notNull, withIdColumn } from '../dialect.js';

/**
 * Members' price alerts and the record of each firing. `alert_firing` is unique per alert and trading
 * day: the insert that wins sends the message, so two processes never send one twice. A firing keeps its
 * user and class, so the inbox outlives a deleted alert.
 */
export async function up(db: AnyDb): Promise<void> {
  const d = dialectOf(db);
  await withIdColumn(db.schema.createTable('price_alert'), d)
    .addColumn('user_id', 'integer', (c) => c.notNull().references('app_user.id'))
    .addColumn('class_id', 'integer', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('threshold_e4', 'bigint')
    .addColumn('move_e2', 'integer')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1))
    .addColumn('created_at', 'text', notNull)
    .execute();
  await addIndex(db, 'price_alert_user', 'price_alert', ['user_id']);
  await addIndex(db, 'price_alert_class', 'price_alert', ['class_id', 'active']);
  await withIdColumn(db.schema.createTable('alert_firing'), d)
    .addColumn('alert_id', 'integer', notNull)
    .addColumn('user_id', 'integer', notNull)
    .addColumn('class_id', 'integer', notNull)
    .addColumn('trade_date', 'text', notNull)
    .addColumn('fired_at', 'text', notNull)
    .addColumn('final', 'integer', notNull)
    .addColumn('kind', 'text', notNull)
    .addColumn('threshold_e4', 'bigint')
    .addColumn('move_e2', 'integer')
    .addColumn('average_e4', 'bigint', notNull)
    .addColumn('change_e2', 'integer')
    .addUniqueConstraint('alert_firing_alert_day', ['alert_id', 'trade_date'])
    .execute();
  await addIndex(db, 'alert_firing_user', 'alert_firing', ['user_id', 'fired_at']);
}

/** Drops the alerts and their firings. */
export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('alert_firing').execute();
  await db.schema.dropTable('price_alert').execute();
}
