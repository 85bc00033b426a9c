import type { Insertable, Kysely, Updateable } from 'kysely';
import { dialectOf } from '../../db/dialect.js';
import type { Database } from '../../db/schema.js';
import type { AppUserTable } from './users.table.js';

/** A user by user name (exact), or undefined. */
export async function findUserByUsername(db: Kysely<Database>, username: string) {
  return db.selectFrom('app_user').selectAll().where('username', '=', username).executeTakeFirst();
}

/** A user by id, or undefined. */
export async function findUserById(db: Kysely<Database>, id: number) {
  return db.selectFrom('app_user').selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * Takes a user's row lock for the rest of the write transaction `db` runs in: PostgreSQL `for update`, so
 * a concurrent transaction of the same user waits here and its next statement sees what this one wrote;
 * SQLite's write transactions already run one at a time. The per-user rules (limits, no twins) are
 * decided after it.
 */
export async function lockUserRow(db: Kysely<Database>, id: number): Promise<void> {
  const query = db.selectFrom('app_user').select('id').where('id', '=', id);
  await (dialectOf(db) === 'postgres' ? query.forUpdate() : query).execute();
}

/** Inserts a user and returns its id. */
export async function insertUser(db: Kysely<Database>, user: Insertable<AppUserTable>): Promise<number> {
  const row = await db.insertInto('app_user').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Changes some columns of a user. */
export async function updateUser(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<AppUserTable>,
): Promise<void> {
  await db.updateTable('app_user').set(changes).where('id', '=', id).execute();
}

/** Every user, by user name. */
export async function listUsers(db: Kysely<Database>) {
  // member has a phone column too: every app_user column is named with its table.
  return db
    .selectFrom('app_user')
    .leftJoin('member', 'member.id', 'app_user.member_id')
    .select([
      'app_user.id',
      'app_user.username',
      'app_user.role',
      'app_user.full_name',
      'app_user.phone',
      'app_user.active',
      'app_user.sms_verification',
      'member.code as member_code',
    ])
    .orderBy('app_user.username')
    .execute();
}

/** Counts one failed sign-in and returns the new count of consecutive failures. */
export async function incrementFailedAttempts(db: Kysely<Database>, id: number): Promise<number> {
  const row = await db
    .updateTable('app_user')
    .set((eb) => ({ failed_attempts: eb('failed_attempts', '+', 1) }))
    .where('id', '=', id)
    .returning('failed_attempts')
    .executeTakeFirst();
  return row?.failed_attempts ?? 0;
}

/** Locks a user until an instant and starts the failure count afresh. */
export async function lockUser(db: Kysely<Database>, id: number, until: string): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ locked_until: until, failed_attempts: 0 })
    .where('id', '=', id)
    .execute();
}

/** Forgets failed sign-ins and any lock (after a correct password). */
export async function clearFailedAttempts(db: Kysely<Database>, id: number): Promise<void> {
  await db
    .updateTable('app_user')
    .set({ failed_attempts: 0, locked_until: null })
    .where('id', '=', id)
    .where((eb) => eb.or([eb('failed_attempts', '!=', 0), eb('locked_until', 'is not', null)]))
    .execute();
}

/** A user with its member's code and title, or undefined. */
export async function findUserWithMember(db: Kysely<Database>, id: number) {
  return db
    .selectFrom('app_user')
    .leftJoin('member', 'member.id', 'app_user.member_id')
    .selectAll('app_user')
    .select(['member.code as member_code', 'member.title as member_title'])
    .where('app_user.id', '=', id)
    .executeTakeFirst();
}
