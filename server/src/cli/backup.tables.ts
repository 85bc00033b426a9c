import { type Kysely, sql } from 'kysely';
import { isPostgres } from '../db/dialect.js';
import type { Database } from '../db/schema.js';

/** A table as a backup sees it: columns in order, primary key, and the tables it refers to. */
export interface TableShape {
  name: string;
  columns: string[];
  primaryKey: string[];
  /** Other tables this one has foreign keys to. */
  parents: string[];
  /** A column referring to this same table (a tree, like the catalogue), and the column it refers to. */
  selfReference?: { column: string; references: string };
}

interface ForeignKey {
  child: string;
  parent: string;
  column: string;
  references: string;
}

// The live event log (`events/event-log.ts`) holds minutes of events for streams that reconnect: no data.
const EPHEMERAL_TABLE = 'live_event';

async function sqliteShapes(db: Kysely<Database>): Promise<{ shapes: TableShape[]; keys: ForeignKey[] }> {
  const tables = await sql<{ name: string }>`
    select name from sqlite_master
    where type = 'table' and name not like 'sqlite\\_%' escape '\\' and name not like 'kysely\\_%' escape '\\'
      and name <> ${EPHEMERAL_TABLE}
  `.execute(db);
  const shapes: TableShape[] = [];
  const keys: ForeignKey[] = [];
  for (const { name } of tables.rows) {
    const columns = await sql<{
      name: string;
      pk: number;
    }>`select name, pk from pragma_table_info(${name}) order by cid`.execute(db);
    const fks = await sql<{ parent: string; column: string; references: string }>`
      select "table" as parent, "from" as "column", "to" as "references" from pragma_foreign_key_list(${name})
    `.execute(db);
    const primaryKey = columns.rows
      .filter((c) => c.pk > 0)
      .sort((a, b) => a.pk - b.pk)
      .map((c) => c.name);
    shapes.push({ name, columns: columns.rows.map((c) => c.name), primaryKey, parents: [] });
    for (const fk of fks.rows) keys.push({ child: name, ...fk, references: fk.references ?? 'id' });
  }
  return { shapes, keys };
}

async function postgresShapes(db: Kysely<Database>): Promise<{ shapes: TableShape[]; keys: ForeignKey[] }> {
  const columns = await sql<{ table: string; name: string }>`
    select table_name as "table", column_name as name from information_schema.columns
    where table_schema = current_schema() and table_name not like 'kysely\\_%' and table_name <> ${EPHEMERAL_TABLE}
      and table_name in (select table_name from information_schema.tables
                         where table_schema = current_schema() and table_type = 'BASE TABLE')
    order by table_name, ordinal_position
  `.execute(db);
  const primary = await sql<{ table: string; name: string }>`
    select c.relname as "table", a.attname as name from pg_index i
    join pg_class c on c.oid = i.indrelid join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
    where i.indisprimary and n.nspname = current_schema()
    order by c.relname, array_position(i.indkey::int2[], a.attnum)
  `.execute(db);
  const keys = await sql<ForeignKey>`
    select child.relname as child, parent.relname as parent, a.attname as "column", pa.attname as "references"
    from pg_constraint k
    join pg_class child on child.oid = k.conrelid join pg_class parent on parent.oid = k.confrelid
    join pg_namespace n on n.oid = child.relnamespace
    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
    join pg_attribute pa on pa.attrelid = k.confrelid and pa.attnum = k.confkey[1]
    where k.contype = 'f' and n.nspname = current_schema()
  `.execute(db);
  const shapes = new Map<string, TableShape>();
  for (const { table, name } of columns.rows) {
    const shape = shapes.get(table) ?? { name: table, columns: [], primaryKey: [], parents: [] };
    shape.columns.push(name);
    shapes.set(table, shape);
  }
  for (const { table, name } of primary.rows) shapes.get(table)?.primaryKey.push(name);
  return { shapes: [...shapes.values()], keys: keys.rows };
}

// Parents before children (ties by name), so rows can be inserted in this order and deleted in reverse.
function inDependencyOrder(shapes: TableShape[]): TableShape[] {
  const ordered: TableShape[] = [];
  const placed = new Set<string>();
  let remaining = [...shapes].sort((a, b) => (a.name < b.name ? -1 : 1));
  while (remaining.length > 0) {
    const ready = remaining.filter((s) => s.parents.every((p) => placed.has(p)));
    if (ready.length === 0)
      throw new Error(`foreign keys form a cycle among ${remaining.map((s) => s.name).join(', ')}`);
    for (const shape of ready) placed.add(shape.name);
    ordered.push(...ready);
    remaining = remaining.filter((s) => !placed.has(s.name));
  }
  return ordered;
}

/** Every application table of the database (not the migration bookkeeping), parents first. */
export async function tableShapes(db: Kysely<Database>): Promise<TableShape[]> {
  const { shapes, keys } = isPostgres(db) ? await postgresShapes(db) : await sqliteShapes(db);
  const byName = new Map(shapes.map((s) => [s.name, s]));
  for (const key of keys) {
    const shape = byName.get(key.child);
    if (!shape) continue;
    if (key.parent === key.child) shape.selfReference = { column: key.column, references: key.references };
    else if (byName.has(key.parent) && !shape.parents.includes(key.parent)) shape.parents.push(key.parent);
  }
  return inDependencyOrder(shapes);
}

/** Names of the migrations the database has run, in order. */
export async function appliedMigrations(db: Kysely<Database>): Promise<string[]> {
  const rows = await sql<{ name: string }>`select name from kysely_migration order by name`.execute(db);
  return rows.rows.map((r) => r.name);
}
