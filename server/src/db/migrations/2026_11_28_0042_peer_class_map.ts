import { type AnyDb, notNull } from '../dialect.js';

/**
 * Staff's mapping of a peer's class (its name as the peer writes it) to one of our classes (`class_id`
 * null: compared with none) and the unit its prices are read in (`price_unit` null: the peer's own). A
 * peer class without a row maps by itself when its name equals one of ours after normalisation.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('peer_class_map')
    .addColumn('peer_id', 'integer', notNull)
    .addColumn('peer_class', 'text', notNull)
    .addColumn('class_id', 'integer')
    .addColumn('price_unit', 'text')
    .addColumn('updated_at', 'text', notNull)
    .addColumn('updated_by', 'integer')
    .addPrimaryKeyConstraint('peer_class_map_pk', ['peer_id', 'peer_class'])
    .execute();
}

/** Drops the mapping. */
export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropTable('peer_class_map').execute();
}
