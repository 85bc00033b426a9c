import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { MemberTable } from './members.table.js';

const CHUNK = 500;

/** Member ids by member code, for the codes that exist. */
export async function memberIdsByCode(db: Kysely<Database>, codes: readonly string[]): Promise<Map<string, number>> {
  const unique = [...new Set(codes)];
  const found = new Map<string, number>();
  for (let i = 0; i < unique.length; i += CHUNK) {
    const rows = await db.selectFrom('member').select(['id', 'code']).where('code', 'in', unique.slice(i, i + CHUNK)).execute();
    for (const row of rows) found.set(row.code, row.id);
  }
  return found;
}

/** A member by code, or undefined. */
export async function findMemberByCode(db: Kysely<Database>, code: string) {
  return db.selectFrom('member').selectAll().where('code', '=', code).executeTakeFirst();
}

/** A member by id, or undefined. */
export async function findMemberById(db: Kysely<Database>, id: number) {
  return db.selectFrom('member').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Inserts members in chunks. */
export async function insertMembers(db: Kysely<Database>, members: readonly Insertable<MemberTable>[]): Promise<void> {
  for (let i = 0; i < members.length; i += CHUNK) {
    await db.insertInto('member').values(members.slice(i, i + CHUNK)).execute();
  }
}
