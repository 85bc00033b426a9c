import type { Kysely } from 'kysely';

type AnyDb = Kysely<unknown>;

/**
 * A token on each day's lock row, new with every transaction that writes the day's statistics: a process
 * that keeps summed-up past days in memory tells by it which days another process changed.
 */
export async function up(db: AnyDb): Promise<void> {
  await db.schema
    .alterTable('stat_day_lock')
    .addColumn('version', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
}

/** Drops the tokens. */
export async function down(db: AnyDb): Promise<void> {
  await db.schema.alterTable('stat_day_lock').dropColumn('version').execute();
}
