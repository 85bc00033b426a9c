import type { Insertable, Kysely, Updateable } from 'kysely';
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

/** Inserts a user and returns its id. */
export async function insertUser(db: Kysely<Database>, user: Insertable<AppUserTable>): Promise<number> {
  const row = await db.insertInto('app_user').values(user).returning('id').executeTakeFirstOrThrow();
  return row.id;
}

/** Changes some columns of a user. */
export async function updateUser(db: Kysely<Database>, id: number, changes: Updateable<AppUserTable>): Promise<void> {
  await db.updateTable('app_user').set(changes).where('id', '=', id).execute();
}

/** Every user, by user name. */
export async function listUsers(db: Kysely<Database>) {
  return db
    .selectFrom('app_user')
    .leftJoin('member', 'member.id', 'app_user.member_id')
    .select(['app_user.id', 'username', 'role', 'full_name', 'phone', 'active', 'member.code as member_code'])
    .orderBy('username')
    .execute();
}
