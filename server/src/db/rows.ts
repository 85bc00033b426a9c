import { type Kysely, type Selectable, type SelectQueryBuilder, sql } from 'kysely';
import type { Database } from './schema.js';

type Table = keyof Database & string;
type Row<T extends Table> = Selectable<Database[T]>;
type Column<T extends Table> = keyof Row<T> & string;

/**
 * Equality filters on a table's columns: each column equals its value, or is one of its values when the
 * value is an array (an empty array matches no row).
 */
export type RowFilter<T extends Table> = {
  [C in Column<T>]?: Row<T>[C] | ReadonlyArray<Row<T>[C]>;
};

// Kysely cannot check column names against a table that is a type parameter; the filter and order types
// above are the check, so the query is built on an untyped view of the same handle.
type Untyped = Kysely<Record<string, Record<string, unknown>>>;

function selectWhere<T extends Table>(db: Kysely<Database>, table: T, filter: RowFilter<T>) {
  let query = (db as unknown as Untyped).selectFrom(table).selectAll();
  for (const [column, value] of Object.entries(filter)) {
    query = Array.isArray(value) ? query.where(column, 'in', value) : query.where(column, '=', value);
  }
  return query;
}

function matchesNothing(filter: object): boolean {
  return Object.values(filter).some((v) => Array.isArray(v) && v.length === 0);
}

/** Every row of a table matching `filter`, ordered by `orderBy` (ascending, in turn). */
export async function rowsWhere<T extends Table>(
  db: Kysely<Database>,
  table: T,
  filter: RowFilter<T>,
  orderBy: ReadonlyArray<Column<T>>,
): Promise<Array<Row<T>>> {
  if (matchesNothing(filter)) return [];
  let query = selectWhere(db, table, filter);
  for (const column of orderBy) query = query.orderBy(column);
  return (await query.execute()) as Array<Row<T>>;
}

/** The row of a table matching `filter`, or undefined. */
export async function rowWhere<T extends Table>(
  db: Kysely<Database>,
  table: T,
  filter: RowFilter<T>,
): Promise<Row<T> | undefined> {
  if (matchesNothing(filter)) return undefined;
  return (await selectWhere(db, table, filter).executeTakeFirst()) as Row<T> | undefined;
}

/** How many rows a query matches (PostgreSQL answers a count as a string, SQLite as a number). */
export async function countOf<DB, TB extends keyof DB, O>(
  query: SelectQueryBuilder<DB, TB, O>,
): Promise<number> {
  const row = await query
    .select(sql<number | string>`count(*)`.as('n'))
    .$castTo<{ n: number | string }>()
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Which rows of a query a page is: `limit` of them after the first `offset`. */
export interface RowWindow {
  offset: number;
  limit: number;
}

/** The rows of page `page` (counted from 1) of `pageSize` rows each. */
export function pageWindow(page: number, pageSize: number): RowWindow {
  return { offset: (page - 1) * pageSize, limit: pageSize };
}
