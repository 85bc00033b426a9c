import { type Kysely, sql } from 'kysely';
import { dialectOf } from '../src/db/dialect.js';
import { countOf } from '../src/db/rows.js';
import type { Database } from '../src/db/schema.js';

/** A table of the database a test opened, with its columns in their order. */
export interface TestTable {
  name: string;
  columns: { name: string; isNullable: boolean }[];
}

/**
 * The tables of the database a test opened, by name, each with its columns in order. On PostgreSQL only the
 * current schema's: Kysely's introspection reads every schema of the server (other test runs' too, thousands
 * of tables, seconds a call), and may find another schema's table of the same name.
 */
export async function tablesOfThisDatabase<DB>(db: Kysely<DB>): Promise<TestTable[]> {
  if (dialectOf(db) !== 'postgres') {
    const tables = await db.introspection.getTables();
    return tables
      .map((t) => ({
        name: t.name,
        columns: t.columns.map((c) => ({ name: c.name, isNullable: c.isNullable })),
      }))
      .sort((a, b) => a.name.localeCompare(b.name));
  }
  const { rows } = await sql<{ table_name: string; column_name: string; is_nullable: string }>`
    select c.table_name, c.column_name, c.is_nullable
    from information_schema.columns c
    join information_schema.tables t on t.table_schema = c.table_schema and t.table_name = c.table_name
    where c.table_schema = current_schema() and t.table_type = 'BASE TABLE'
    order by c.table_name, c.ordinal_position`.execute(db);
  const byName = new Map<string, TestTable>();
  for (const row of rows) {
    const table = byName.get(row.table_name) ?? { name: row.table_name, columns: [] };
    table.columns.push({ name: row.column_name, isNullable: row.is_nullable === 'YES' });
    byName.set(row.table_name, table);
  }
  return [...byName.values()].sort((a, b) => a.name.localeCompare(b.name));
}

/** How many rows a table of the database holds now. */
export async function rowCount(db: Kysely<Database>, table: keyof Database & string): Promise<number> {
  return countOf(db.selectFrom(table));
}
