import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * The process that runs an import (`host:pid`) and when it last wrote a chunk, so a batch left `running`
 * by a killed process can be told from one still being written, and undone.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema.alterTable('import_batch').addColumn('owner', 'text').execute();
  await db.schema.alterTable('import_batch').addColumn('heartbeat_at', 'text').execute();
}

/** Drops the owner columns. */
export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('import_batch').dropColumn('heartbeat_at').execute();
  await db.schema.alterTable('import_batch').dropColumn('owner').execute();
}
