import { type AnyDb, dialectOf, withIdColumn } from '../dialect.js';

/**
 * Imports committed in chunks: each import is a row of `import_batch`, and every registration (and every
 * history row) it writes carries its id, so an import that fails half-way can be undone whole.
 */
export async function up(db: AnyDb): Promise<void> {
  await withIdColumn(db.schema.createTable('import_batch'), dialectOf(db))
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('rows', 'integer', (c) => c.notNull())
    .addColumn('started_at', 'text', (c) => c.notNull())
    .addColumn('finished_at', 'text')
    .execute();
  await db.schema.alterTable('registration').addColumn('import_batch', 'integer').execute();
  await db.schema.alterTable('registration_version').addColumn('import_batch', 'integer').execute();
}

/** Drops the batch marks and the batch table. */
export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('registration_version').dropColumn('import_batch').execute();
  await db.schema.alterTable('registration').dropColumn('import_batch').execute();
  await db.schema.dropTable('import_batch').execute();
}
