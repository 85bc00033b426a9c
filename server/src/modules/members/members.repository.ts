import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';

const CHUNK = 500;

/** Member ids by member code, for the codes that exist. */
export async function memberIdsByCode(
  db: Kysely<Database>,
  codes: readonly string[],
): Promise<Map<string, number>> {
  const unique = [...new Set(codes)];
  const found = new Map<string, number>();
  for (let i = 0; i < unique.length; i += CHUNK) {
    const rows = await db
      .selectFrom('member')
      .select(['id', 'code'])
      .where('code', 'in', unique.slice(i, i + CHUNK))
      .execute();
    for (const row of rows) found.set(row.code, row.id);
  }
  return found;
}

/** A member by id, or undefined. */
export async function findMemberById(db: Kysely<Database>, id: number) {
  return db.selectFrom('member').selectAll().where('id', '=', id).executeTakeFirst();
}

/** Committee seats joined with their committee (a query to select from). */
export function committeeSeats(db: Kysely<Database>) {
  return db
    .selectFrom('member_committee')
    .innerJoin('committee', 'committee.id', 'member_committee.committee_id');
}

/** A member's committee seats with the committees' names, by committee code. */
export async function memberCommittees(db: Kysely<Database>, memberId: number) {
  return committeeSeats(db)
    .select([
      'committee.id',
      'committee.code',
      'committee.name_tr',
      'committee.name_en',
      'member_committee.role_tr',
      'member_committee.role_en',
    ])
    .where('member_committee.member_id', '=', memberId)
    .orderBy('committee.code')
    .execute();
}

/** Count and amount (e4) of a member's active trades on one side over a date range. */
export async function memberSideTotals(
  db: Kysely<Database>,
  memberId: number,
  side: 'buyer' | 'seller',
  range: { from: string; to: string },
): Promise<{ count: number; amountE4: number }> {
  const row = await db
    .selectFrom('registration')
    .select((eb) => [
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.sum<number | string | null>('amount_e4').as('amount'),
    ])
    .where(side === 'buyer' ? 'buyer_member_id' : 'seller_member_id', '=', memberId)
    .where('status', '=', 'AKTIF')
    .where('trade_date', '>=', range.from)
    .where('trade_date', '<=', range.to)
    .executeTakeFirstOrThrow();
  return { count: Number(row.n), amountE4: Number(row.amount ?? 0) };
}
