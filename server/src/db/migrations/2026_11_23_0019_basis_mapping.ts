import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * The basis board's mapping of an exchange class to the TÜRİB instrument class it is compared with
 * (`turib_row.instrument`): one row per class, edited by staff, seeded by the demo.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .createTable('basis_mapping')
    .addColumn('class_id', 'integer', (c) => c.primaryKey())
    .addColumn('turib_instrument', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute();
  // The history reads one instrument's rows over a range.
  await db.schema
    .createIndex('turib_row_instrument_date')
    .on('turib_row')
    .columns(['instrument', 'session_date'])
    .execute();
}

/** Drops the mapping and its index. */
export async function down(db: AnyDb): Promise<void> {
  await db.schema.dropIndex('turib_row_instrument_date').execute();
  await db.schema.dropTable('basis_mapping').execute();
}
