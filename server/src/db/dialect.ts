import { type ColumnDefinitionBuilder, type CreateTableBuilder, type Kysely, PostgresAdapter } from 'kysely';
import type { DialectName } from './database.js';

/** The dialect a Kysely instance runs on (read from its adapter). */
export function dialectOf<DB>(db: Kysely<DB>): DialectName {
  return db.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** Adds an auto-numbered integer primary key in the dialect's own way. */
export function withIdColumn<T extends string>(table: CreateTableBuilder<T>, dialect: DialectName) {
  return dialect === 'postgres'
    ? table.addColumn('id', 'serial', (c) => c.primaryKey())
    : table.addColumn('id', 'integer', (c) => c.primaryKey().autoIncrement());
}

/** Column modifier: not null. */
export const notNull = (c: ColumnDefinitionBuilder) => c.notNull();
