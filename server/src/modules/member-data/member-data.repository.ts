import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema.js';

/** Which side of a trade a member is on. */
export type Side = 'buyer' | 'seller';

/** How trades are totalled: per product, per product and month, per day and product. */
export type Grouping = 'product' | 'month' | 'day';

/** A date range, both ends included. */
export interface DateRange {
  from: string;
  to: string;
}

// A product's columns as the member lists show them (the product joined as `p`).
const PRODUCT_COLUMNS = ['p.code as product_code', 'p.name_tr', 'p.name_en', 'p.unit'] as const;

// Registrations joined with their product as `p`.
function registrationsWithProduct(db: Kysely<Database>) {
  return db.selectFrom('registration').innerJoin('catalogue_item as p', 'p.id', 'registration.product_id');
}

const sideColumn = (side: Side) =>
  side === 'buyer' ? 'registration.buyer_member_id' : 'registration.seller_member_id';

/** A member's arrivals over a range, newest first, with the product. */
export async function memberArrivals(db: Kysely<Database>, memberId: number, range: DateRange) {
  return db
    .selectFrom('arrival')
    .innerJoin('catalogue_item as p', 'p.id', 'arrival.product_id')
    .selectAll('arrival')
    .select(PRODUCT_COLUMNS)
    .where('arrival.member_id', '=', memberId)
    .where('arrival.arrival_date', '>=', range.from)
    .where('arrival.arrival_date', '<=', range.to)
    .orderBy('arrival.arrived_at', 'desc')
    .orderBy('arrival.id', 'desc')
    .execute();
}

/** A member's stock lines by product code and warehouse. */
export async function memberStock(db: Kysely<Database>, memberId: number) {
  return db
    .selectFrom('member_stock')
    .innerJoin('catalogue_item as p', 'p.id', 'member_stock.product_id')
    .selectAll('member_stock')
    .select(PRODUCT_COLUMNS)
    .where('member_stock.member_id', '=', memberId)
    .orderBy('p.code')
    .orderBy('member_stock.warehouse')
    .execute();
}

/** Which registrations to list: a member (either side, or one side), a date range, active only or all. */
export interface RegistrationFilter {
  memberId: number | null;
  side?: Side;
  range: DateRange;
  activeOnly: boolean;
}

/** Registrations with product and both members, newest first. */
export async function registrationsWithParties(db: Kysely<Database>, filter: RegistrationFilter) {
  let query = registrationsWithProduct(db)
    .leftJoin('member as b', 'b.id', 'registration.buyer_member_id')
    .leftJoin('member as s', 's.id', 'registration.seller_member_id')
    .selectAll('registration')
    .select(PRODUCT_COLUMNS)
    .select([
      'b.code as buyer_code',
      'b.title as buyer_title',
      's.code as seller_code',
      's.title as seller_title',
    ])
    .where('registration.trade_date', '>=', filter.range.from)
    .where('registration.trade_date', '<=', filter.range.to);
  const { memberId, side } = filter;
  if (memberId !== null && side) query = query.where(sideColumn(side), '=', memberId);
  if (memberId !== null && !side) {
    query = query.where((eb) =>
      eb.or([
        eb('registration.buyer_member_id', '=', memberId),
        eb('registration.seller_member_id', '=', memberId),
      ]),
    );
  }
  if (filter.activeOnly) query = query.where('registration.status', '=', 'AKTIF');
  return query.orderBy('registration.traded_at', 'desc').orderBy('registration.id', 'desc').execute();
}

/** Totals of a member's active trades on one side, grouped by product and (month | day). */
export async function memberTotals(
  db: Kysely<Database>,
  memberId: number,
  side: Side,
  range: DateRange,
  grouping: Grouping,
) {
  // `period` is the month (MM) or the day; a product total has none (an empty text, not grouped by).
  const period =
    grouping === 'month'
      ? sql<string>`substr(registration.trade_date, 6, 2)`
      : grouping === 'day'
        ? sql<string>`registration.trade_date`
        : sql<string>`''`;
  let query = registrationsWithProduct(db)
    .select('registration.product_id')
    .select(PRODUCT_COLUMNS)
    .select((eb) => [
      period.as('period'),
      eb.fn.countAll<number | string>().as('n'),
      eb.fn.sum<number | string>('registration.quantity_milli').as('quantity'),
      eb.fn.sum<number | string>('registration.amount_e4').as('amount'),
      eb.fn.min<number | string>('registration.unit_price_e4').as('min_price'),
      eb.fn.max<number | string>('registration.unit_price_e4').as('max_price'),
    ])
    .where(sideColumn(side), '=', memberId)
    .where('registration.status', '=', 'AKTIF')
    .where('registration.trade_date', '>=', range.from)
    .where('registration.trade_date', '<=', range.to)
    .groupBy(['registration.product_id', 'p.code', 'p.name_tr', 'p.name_en', 'p.unit']);
  // PostgreSQL refuses a constant in GROUP BY or ORDER BY, so product totals leave `period` out of both.
  if (grouping === 'product') return query.orderBy('p.code').execute();
  query = query.groupBy(period);
  return grouping === 'day'
    ? query.orderBy(period).orderBy('p.code').execute()
    : query.orderBy('p.code').orderBy(period).execute();
}
