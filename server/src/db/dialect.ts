import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';
import type { DialectName } from './database.js';

/** Any database, as migrations see it (they must not depend on today's table types). */
export type AnyDb = Kysely<unknown>;

/** True when a Kysely instance runs on PostgreSQL (read from its adapter). */
export function isPostgres(db: Pick<Kysely<unknown>, 'getExecutor'>): boolean {
  return db.getExecutor().adapter instanceof PostgresAdapter;
}

/** The dialect a Kysely instance runs on (read from its adapter). */
export function dialectOf<DB>(db: Kysely<DB>): DialectName {
  return isPostgres(db) ? 'postgres' : 'sqlite';
}

/** Adds an auto-numbered integer primary key in the dialect's own way. */
export function withIdColumn<T extends string>(table: CreateTableBuilder<T>, dialect: DialectName) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Column modifier: not null. */
export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();

/** Creates the index `name` on `table` over `columns`, in that order (the one-line form migrations use). */
export function addIndex(db: AnyDb, name: string, table: string, columns: string[]): Promise<void> {
  return db.schema.createIndex(name).on(table).columns(columns).execute();
}

/** Starts a table whose first column, `key`, is its primary key (a name, a date or a given number). */
export function createKeyedTable(db: AnyDb, table: string, key: string, type: 'text' | 'integer') {
  return db.schema.createTable(table).addColumn(key, type, (c) => c.primaryKey());
}
