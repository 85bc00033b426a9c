import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Ids of every product by product code. */
export async function productIdsByCode(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('catalogue_item')
    .select(['id', 'code'])
    .where('level', '=', 'PRODUCT')
    .execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}

/** Ids of every member by member code. */
export async function memberIdsByCodeAll(db: Kysely<Database>): Promise<Map<string, number>> {
  const rows = await db.selectFrom('member').select(['id', 'code']).execute();
  return new Map(rows.map((r) => [r.code, r.id]));
}
