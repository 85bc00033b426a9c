import type { Channel, RegistrationListQuery } from '@bulten/core';
import { type Expression, type Kysely, sql } from 'kysely';
import { countOf, type RowWindow, rowsWhere } from '../../db/rows.js';
import type { Database } from '../../db/schema.js';

/** The filters of the staff registration list (the query without paging). */
export type RegistrationListFilter = Omit<RegistrationListQuery, 'page' | 'pageSize'>;

// A person's text inside a LIKE pattern: its wildcards are escaped, so they match themselves.
const escaped = (text: string) => text.replace(/[%_\\]/g, (c) => `\\${c}`);

function like(column: Expression<string>, pattern: string) {
  return sql<boolean>`${column} like ${pattern} escape '\\'`;
}

function filtered(db: Kysely<Database>, f: RegistrationListFilter) {
  let query = db.selectFrom('registration as r').innerJoin('catalogue_item as p', 'p.id', 'r.product_id');
  if (f.tarih) query = query.where('r.trade_date', '=', f.tarih);
  if (f.kanal) query = query.where('r.channel', '=', f.kanal);
  if (f.durum) query = query.where('r.status', '=', f.durum);
  if (f.no) query = query.where(like(sql.ref('r.registration_no'), `${escaped(f.no)}%`));
  if (f.urun) {
    // Names are kept in capitals; SQLite's upper() knows only ASCII, so the text is put in Turkish and
    // in plain capitals before it is compared.
    const patterns = [...new Set([f.urun.toLocaleUpperCase('tr'), f.urun.toUpperCase()])].map(
      (text) => `%${escaped(text)}%`,
    );
    const code = f.urun;
    query = query.where((eb) =>
      eb.or([
        eb('p.code', '=', code),
        ...patterns.flatMap((pattern) => [
          like(eb.fn<string>('upper', ['p.name_tr']), pattern),
          like(eb.fn<string>('upper', ['p.name_en']), pattern),
        ]),
      ]),
    );
  }
  if (f.uye) {
    const ids = db.selectFrom('member').select('member.id').where('member.code', '=', f.uye);
    query = query.where((eb) =>
      eb.or([eb('r.buyer_member_id', 'in', ids), eb('r.seller_member_id', 'in', ids)]),
    );
  }
  return query;
}

/** How many registrations match the filters. */
export async function countRegistrations(db: Kysely<Database>, filter: RegistrationListFilter) {
  return countOf(filtered(db, filter));
}

/** A page of registrations matching the filters, latest trade first, with product and member codes. */
export async function registrationPage(
  db: Kysely<Database>,
  filter: RegistrationListFilter,
  page: RowWindow,
) {
  return filtered(db, filter)
    .leftJoin('member as b', 'b.id', 'r.buyer_member_id')
    .leftJoin('member as s', 's.id', 'r.seller_member_id')
    .selectAll('r')
    .select(['p.code as product_code', 'p.name_tr as product_name_tr', 'p.name_en as product_name_en'])
    .select(['b.code as buyer_code', 's.code as seller_code'])
    .orderBy('r.traded_at', 'desc')
    .orderBy('r.id', 'desc')
    .offset(page.offset)
    .limit(page.limit)
    .execute();
}

/** The earlier versions of some registrations, oldest first. */
export async function versionsOf(db: Kysely<Database>, registrationIds: readonly number[]) {
  const order = ['registration_id', 'version'] as const;
  return rowsWhere(db, 'registration_version', { registration_id: registrationIds }, order);
}

/** The active registrations of one product, day and channel (what the bulletin counts). */
export async function activeTradesOf(
  db: Kysely<Database>,
  key: { productId: number; date: string; channel: Channel },
) {
  return db
    .selectFrom('registration')
    .selectAll()
    .where('product_id', '=', key.productId)
    .where('trade_date', '=', key.date)
    .where('channel', '=', key.channel)
    .where('status', '!=', 'IPTAL')
    .execute();
}

/** Code and names of some catalogue items by id. */
export async function itemNames(db: Kysely<Database>, ids: readonly number[]) {
  if (ids.length === 0) return [];
  return db
    .selectFrom('catalogue_item')
    .select(['id', 'code', 'name_tr', 'name_en'])
    .where('id', 'in', ids)
    .execute();
}
