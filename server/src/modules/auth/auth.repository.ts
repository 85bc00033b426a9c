import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { AuthSessionTable, OneTimeCodePurpose, OneTimeCodeTable } from './auth.table.js';

/** Most wrong tries one code allows. */
export const MAX_CODE_ATTEMPTS = 5;

/** Inserts a sign-in session. */
export async function insertSession(
  db: Kysely<Database>,
  session: Insertable<AuthSessionTable>,
): Promise<void> {
  await db.insertInto('auth_session').values(session).execute();
}

/** A session with the user it belongs to, or undefined. */
export async function findSessionWithUser(db: Kysely<Database>, sessionId: string) {
  return db
    .selectFrom('auth_session')
    .innerJoin('app_user', 'app_user.id', 'auth_session.user_id')
    .select([
      'auth_session.id as session_id',
      'auth_session.user_id',
      'auth_session.expires_at',
      'auth_session.revoked_at',
      'app_user.username',
      'app_user.role',
      'app_user.member_id',
      'app_user.active',
    ])
    .where('auth_session.id', '=', sessionId)
    .executeTakeFirst();
}

/** Revokes one session (no-op when already revoked). */
export async function revokeSession(db: Kysely<Database>, sessionId: string, at: string): Promise<void> {
  await db
    .updateTable('auth_session')
    .set({ revoked_at: at })
    .where('id', '=', sessionId)
    .where('revoked_at', 'is', null)
    .execute();
}

/** Revokes every open session of a user, except `keep` when given; answers how many it revoked. */
export async function revokeUserSessions(
  db: Kysely<Database>,
  userId: number,
  at: string,
  keep?: string,
): Promise<number> {
  let query = db
    .updateTable('auth_session')
    .set({ revoked_at: at })
    .where('user_id', '=', userId)
    .where('revoked_at', 'is', null);
  if (keep) query = query.where('id', '!=', keep);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** Voids a user's unused one-time codes (sign-ins and resets in progress): they can no longer be spent. */
export async function voidUnusedCodes(db: Kysely<Database>, userId: number, at: string): Promise<void> {
  await db
    .updateTable('one_time_code')
    .set({ used_at: at })
    .where('user_id', '=', userId)
    .where('used_at', 'is', null)
    .execute();
}

/** Inserts a one-time code (already hashed). */
export async function insertCode(db: Kysely<Database>, code: Insertable<OneTimeCodeTable>): Promise<void> {
  await db.insertInto('one_time_code').values(code).execute();
}

// Codes of a purpose neither used nor expired at `now`, newest first.
function unspentCodes(db: Kysely<Database>, purpose: OneTimeCodePurpose, now: string) {
  return db
    .selectFrom('one_time_code')
    .selectAll()
    .where('purpose', '=', purpose)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now)
    .orderBy('id', 'desc');
}

/** Live (unused, unexpired, tries left) codes of a purpose for a request id, newest first. */
export async function liveCodesByRequest(
  db: Kysely<Database>,
  purpose: OneTimeCodePurpose,
  requestId: string,
  now: string,
) {
  return unspentCodes(db, purpose, now)
    .where('request_id', '=', requestId)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .limit(5)
    .execute();
}

/** The newest unused, unexpired code of a purpose for a user, or undefined. */
export async function newestLiveCodeOfUser(
  db: Kysely<Database>,
  purpose: OneTimeCodePurpose,
  userId: number,
  now: string,
) {
  return unspentCodes(db, purpose, now).where('user_id', '=', userId).limit(1).executeTakeFirst();
}

/** Counts one try of a code; false when it has no tries left or is spent (so it must not be compared). */
export async function spendCodeAttempt(db: Kysely<Database>, id: number): Promise<boolean> {
  const result = await db
    .updateTable('one_time_code')
    .set((eb) => ({ attempts: eb('attempts', '+', 1) }))
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .where('attempts', '<', MAX_CODE_ATTEMPTS)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Marks a code used; false when another request used it first. */
export async function markCodeUsed(db: Kysely<Database>, id: number, at: string): Promise<boolean> {
  const result = await db
    .updateTable('one_time_code')
    .set({ used_at: at })
    .where('id', '=', id)
    .where('used_at', 'is', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Deletes sessions and codes that expired before `before`; returns how many rows went. */
export async function purgeExpired(db: Kysely<Database>, before: string): Promise<number> {
  const codes = await db.deleteFrom('one_time_code').where('expires_at', '<', before).executeTakeFirst();
  const sessions = await db.deleteFrom('auth_session').where('expires_at', '<', before).executeTakeFirst();
  return Number(codes.numDeletedRows + sessions.numDeletedRows);
}

/** Appends a message to the SMS outbox. */
export async function insertOutboxMessage(
  db: Kysely<Database>,
  phone: string,
  body: string,
  at: string,
): Promise<void> {
  await db.insertInto('sms_outbox').values({ phone, body, created_at: at }).execute();
}
