import type { AnyDb } from '../dialect.js';

/**
 * Short names of catalogue nodes in Turkish and English, set by data staff (console or catalogue CSV) for
 * screens with little room such as the hall's television; null means none: screens show the full name.
 */
export async function up(db: AnyDb): Promise<void> {
  // One column per statement: SQLite adds a single column per ALTER TABLE.
  await db.schema.alterTable('catalogue_item').addColumn('short_tr', 'text').execute();
  await db.schema.alterTable('catalogue_item').addColumn('short_en', 'text').execute();
}

/** Drops the short names. */
export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('catalogue_item').dropColumn('short_en').execute();
  await db.schema.alterTable('catalogue_item').dropColumn('short_tr').execute();
}
