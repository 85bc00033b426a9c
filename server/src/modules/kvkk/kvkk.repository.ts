import type { Insertable, Kysely } from 'kysely';
import { rowWhere } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';
import type { KvkkConsentTable, KvkkTextTable } from './kvkk.table.js';

/** The newest KVKK text (the one to approve), or undefined when none was published. */
export async function newestKvkkText(db: Kysely<Database>) {
  return db.selectFrom('kvkk_text').selectAll().orderBy('id', 'desc').limit(1).executeTakeFirst();
}

/** Published KVKK texts, newest first. */
export async function listKvkkTexts(db: Kysely<Database>, limit: number) {
  return db.selectFrom('kvkk_text').selectAll().orderBy('id', 'desc').limit(limit).execute();
}

/** Inserts a KVKK text and returns its id. */
export async function insertKvkkText(db: Kysely<Database>, text: Insertable<KvkkTextTable>): Promise<number> {
  const row = await db.insertInto('kvkk_text').values(text).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** A user's consent to one text, or undefined. */
export async function findConsent(db: Kysely<Database>, userId: number, kvkkId: number) {
  return rowWhere(db, 'kvkk_consent', { user_id: userId, kvkk_id: kvkkId });
}

/** Stores a consent unless the user already approved that text (the first record is never changed). */
export async function insertConsentOnce(
  db: Kysely<Database>,
  consent: Insertable<KvkkConsentTable>,
): Promise<void> {
  await db
    .insertInto('kvkk_consent')
    .values(consent)
    .onConflict((oc) => oc.columns(['user_id', 'kvkk_id']).doNothing())
    .execute();
}
