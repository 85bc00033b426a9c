import { type Insertable, type Kysely, sql, type Updateable } from 'kysely';
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

/** Changes some columns of a user (never the password: `auth/password-change.ts` owns that). */
export async function updateUser(
  db: Kysely<Database>,
  id: number,
  changes: Updateable<Omit<AppUserTable, 'password_hash'>>,
): Promise<void> {
  await db.updateTable('app_user').set(changes).where('id', '=', id).execute();
}

/**
 * Sets a user's password hash and lifts any lockout. Only `auth/password-change.ts` calls it, in the
 * transaction that also ends the user's sessions.
 */
export async function setPasswordHash(db: Kysely<Database>, id: number, hash: string, at: string) {
  await db
    .updateTable('app_user')
    .set({ password_hash: hash, failed_attempts: 0, locked_until: null, updated_at: at })
    .where('id', '=', id)
    .execute();
}

// Users joined with their member, if any (a user without one keeps null member columns).
function usersWithMember(db: Kysely<Database>) {
  return db.selectFrom('app_user').leftJoin('member', 'member.id', 'app_user.member_id');
}

/** Every user, by user name. */
export async function listUsers(db: Kysely<Database>) {
  // member has a phone column too: every app_user column is named with its table.
  return usersWithMember(db)
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

/**
 * Takes one sign-in try of a user before the password is compared, in one statement that counts and
 * answers: the count of tries since the last success or lock (a lock that has ended starts it afresh at
 * 1) and the lock still running, if any.
 */
export async function takeSignInTry(
  db: Kysely<Database>,
  id: number,
  now: string,
): Promise<{ tries: number; lockedUntil: string | null }> {
  const row = await db
    .updateTable('app_user')
    .set((eb) => {
      const lockEnded = eb('locked_until', '<=', now);
      return {
        // While a lock runs the tries are not counted (they are refused); after it they start afresh.
        failed_attempts: eb
          .case()
          .when('locked_until', 'is', null)
          .then(eb('failed_attempts', '+', 1))
          .when(lockEnded)
          .then(sql.lit(1))
          .else(eb.ref('failed_attempts'))
          .end(),
        locked_until: eb
          .case()
          .when(lockEnded)
          .then(sql<string | null>`null`)
          .else(eb.ref('locked_until'))
          .end(),
      };
    })
    .where('id', '=', id)
    .returning(['failed_attempts', 'locked_until'])
    .executeTakeFirstOrThrow();
  return { tries: Number(row.failed_attempts), lockedUntil: row.locked_until };
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
    .execute();
}

/** A user with its member's code and title, or undefined. */
export async function findUserWithMember(db: Kysely<Database>, id: number) {
  return usersWithMember(db)
    .selectAll('app_user')
    .select(['member.code as member_code', 'member.title as member_title'])
    .where('app_user.id', '=', id)
    .executeTakeFirst();
}
