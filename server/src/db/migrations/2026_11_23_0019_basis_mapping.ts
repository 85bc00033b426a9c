import { type AnyDb, addIndex, createKeyedTable } from '../dialect.js';

/**
 * The basis board's mapping of an exchange class to the TÜRİB instrument class it is compared with
 * (`turib_row.instrument`): one row per class, edited by staff, seeded by the demo.
 */
export async function up(db: AnyDb): Promise<void> {
  await createKeyedTable(db, 'basis_mapping', 'class_id', 'integer')
    .addColumn('turib_instrument', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The history reads one instrument's rows over a range.
  await addIndex(db, 'turib_row_instrument_date', 'turib_row', ['instrument', 'session_date']);
}

/** Drops the mapping and its index. */
export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('turib_row_instrument_date').execute();
  await db.schema.dropTable('basis_mapping').execute();
}
