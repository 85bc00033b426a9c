import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { type Kysely, type RawBuilder, sql } from 'kysely';
import { isPostgres } from '../db/dialect.js';
import type { Database } from '../db/schema.js';
import {
  BACKUP_FORMAT,
  type BackupHeader,
  type BackupSummary,
  columnList,
  type TableHeader,
} from './backup.format.js';
import { appliedMigrations, type TableShape, tableShapes } from './backup.tables.js';

const PAGE = 5000;
/** Backup files are readable and writable by their owner only. */
export const BACKUP_FILE_MODE = 0o600;

type Row = Record<string, unknown>;

function pageQuery(shape: TableShape, after: unknown, offset: number): RawBuilder<Row> {
  const table = sql.id(shape.name);
  const order = shape.primaryKey.length > 0 ? shape.primaryKey : shape.columns;
  if (shape.primaryKey.length === 1 && shape.primaryKey[0] === 'id' && !shape.selfReference) {
    const where = after === undefined ? sql`` : sql`where ${sql.id('id')} > ${after}`;
    return sql<Row>`select * from ${table} ${where} order by ${sql.id('id')} limit ${PAGE}`;
  }
  return sql<Row>`select * from ${table} order by ${columnList(order)} limit ${PAGE} offset ${offset}`;
}

/** Rows of a table page by page (by id where it has one). */
async function* tableRows(db: Kysely<Database>, shape: TableShape): AsyncGenerator<Row[]> {
  let after: unknown;
  for (let offset = 0; ; offset += PAGE) {
    const page = (await pageQuery(shape, after, offset).execute(db)).rows;
    if (page.length === 0) return;
    yield page;
    after = page.at(-1)?.id;
    if (page.length < PAGE) return;
  }
}

// A tree (a row refers to a row of the same table) is written parents first, so a restore can insert
// it in file order whatever order its ids were given in.
function parentsFirst(rows: Row[], reference: { column: string; references: string }): Row[] {
  const placed = new Set<unknown>();
  const ordered: Row[] = [];
  let remaining = rows;
  while (remaining.length > 0) {
    const ready = remaining.filter((r) => r[reference.column] === null || placed.has(r[reference.column]));
    if (ready.length === 0) throw new Error('a row refers to a parent that does not exist');
    for (const row of ready) placed.add(row[reference.references]);
    ordered.push(...ready);
    remaining = remaining.filter((r) => !ready.includes(r));
  }
  return ordered;
}

async function writeLine(stream: NodeJS.WritableStream, value: unknown): Promise<void> {
  if (!stream.write(`${JSON.stringify(value)}\n`)) await once(stream, 'drain');
}

async function dumpTable(
  db: Kysely<Database>,
  shape: TableShape,
  out: NodeJS.WritableStream,
): Promise<number> {
  const count = await sql<{ n: number }>`select count(*) as n from ${sql.id(shape.name)}`.execute(db);
  const rows = Number(count.rows[0]?.n ?? 0);
  await writeLine(out, { table: shape.name, columns: shape.columns, rows } satisfies TableHeader);
  const pages = shape.selfReference
    ? [
        parentsFirst(
          (await sql<Row>`select * from ${sql.id(shape.name)}`.execute(db)).rows,
          shape.selfReference,
        ),
      ]
    : tableRows(db, shape);
  for await (const page of pages) {
    for (const row of page)
      await writeLine(
        out,
        shape.columns.map((c) => row[c] ?? null),
      );
  }
  return rows;
}

/**
 * Writes every table of the database (both dialects) as JSON lines to `file`: a header with the applied
 * migrations, then per table, parents first, a line naming the columns and one array per row. Read in
 * one transaction, so the copy is consistent; written to a side file (mode 0600) and renamed when complete.
 */
export async function backupDatabase(
  db: Kysely<Database>,
  file: string,
  now = new Date(),
): Promise<BackupSummary> {
  const partial = `${file}.partial`;
  // The copy holds password hashes, sessions and SMS codes: owner-only from its first byte. A left-over
  // partial file would keep its own mode when reopened, so it goes first.
  await rm(partial, { force: true });
  const out = createWriteStream(partial, { mode: BACKUP_FILE_MODE });
  const summary: BackupSummary = { tables: 0, rows: 0 };
  try {
    await db.transaction().execute(async (trx) => {
      if (isPostgres(trx)) await sql`set transaction isolation level repeatable read`.execute(trx);
      const shapes = await tableShapes(trx);
      const header: BackupHeader = {
        format: BACKUP_FORMAT,
        version: 1,
        createdAt: now.toISOString(),
        migrations: await appliedMigrations(trx),
        tables: shapes.map((s) => s.name),
      };
      await writeLine(out, header);
      for (const shape of shapes) {
        summary.rows += await dumpTable(trx, shape, out);
        summary.tables += 1;
      }
    });
    out.end();
    await finished(out);
    await rename(partial, file);
    return summary;
  } catch (error) {
    out.destroy();
    await rm(partial, { force: true });
    throw error;
  }
}
