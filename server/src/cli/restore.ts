import { createReadStream } from 'node:fs';
import { createInterface } from 'node:readline';
import { type Kysely, sql } from 'kysely';
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

// Parameters per insert statement: well inside SQLite's 32,766 and PostgreSQL's 65,535.
const MAX_PARAMETERS = 10_000;
const BATCH_ROWS = 5000;

async function insertRows(db: Kysely<Database>, table: TableHeader, rows: unknown[][]): Promise<void> {
  const perStatement = Math.max(1, Math.floor(MAX_PARAMETERS / table.columns.length));
  for (let i = 0; i < rows.length; i += perStatement) {
    const values = rows.slice(i, i + perStatement).map((row) => sql`(${sql.join(row)})`);
    await sql`insert into ${sql.id(table.table)} (${columnList(table.columns)}) values ${sql.join(values)}`.execute(
      db,
    );
  }
}

// New ids continue right after the highest restored id, on both dialects. SQLite sets its counters again
// from the ids it is given once they are cleared; PostgreSQL sequences are set explicitly.
async function clearSqliteCounters(db: Kysely<Database>): Promise<void> {
  if (isPostgres(db)) return;
  const counters =
    await sql`select name from sqlite_master where type = 'table' and name = 'sqlite_sequence'`.execute(db);
  if (counters.rows.length > 0) await sql`delete from sqlite_sequence`.execute(db);
}

async function resetSequences(db: Kysely<Database>, shapes: readonly TableShape[]): Promise<void> {
  if (!isPostgres(db)) return;
  for (const shape of shapes.filter((s) => s.columns.includes('id'))) {
    const found = await sql<{ seq: string | null }>`
      select pg_get_serial_sequence(quote_ident(current_schema()) || '.' || quote_ident(${shape.name}), 'id') as seq
    `.execute(db);
    const seq = found.rows[0]?.seq;
    if (!seq) continue;
    await sql`select setval(${seq}::regclass, coalesce(max(id), 0) + 1, false) from ${sql.id(shape.name)}`.execute(
      db,
    );
  }
}

function checkHeader(value: unknown, known: readonly string[]): BackupHeader {
  const header = value as Partial<BackupHeader> | null;
  if (header?.format !== BACKUP_FORMAT || header.version !== 1 || !Array.isArray(header.tables)) {
    throw new Error('not a Bülten backup file');
  }
  const unknown = (header.migrations ?? []).filter((m) => !known.includes(m));
  if (unknown.length > 0)
    throw new Error(`the backup is from a newer version (migrations ${unknown.join(', ')})`);
  return header as BackupHeader;
}

function checkTable(value: unknown, shapes: ReadonlyMap<string, TableShape>): TableHeader {
  const table = value as Partial<TableHeader> | null;
  const shape = shapes.get(table?.table ?? '');
  if (!table?.table || !shape || !Array.isArray(table.columns))
    throw new Error(`unknown table in backup: ${table?.table}`);
  const missing = table.columns.filter((c) => !shape.columns.includes(c));
  if (missing.length > 0) throw new Error(`table ${table.table} has no column ${missing.join(', ')}`);
  return table as TableHeader;
}

/** Reads a backup's lines in order and writes each table's rows, in batches. */
class TableWriter {
  private table: TableHeader | undefined;
  private pending: unknown[][] = [];
  private seen = 0;
  readonly summary: BackupSummary = { tables: 0, rows: 0 };

  constructor(
    private readonly db: Kysely<Database>,
    private readonly shapes: ReadonlyMap<string, TableShape>,
  ) {
    this.refusesNul = isPostgres(db);
  }

  readonly tables: string[] = [];

  async line(value: unknown): Promise<void> {
    if (!Array.isArray(value)) {
      await this.finishTable();
      this.table = checkTable(value, this.shapes);
      this.tables.push(this.table.table);
      this.summary.tables += 1;
      return;
    }
    if (!this.table || value.length !== this.table.columns.length)
      throw new Error('a row does not fit its table');
    if (this.refusesNul) this.checkNoNul(this.table, value);
    this.pending.push(value);
    this.seen += 1;
    if (this.pending.length >= BATCH_ROWS) await this.flush();
  }

  // PostgreSQL cannot store NUL in text; a backup of an older SQLite database may hold one. Named here, row
  // and column, instead of PostgreSQL's "invalid byte sequence" in the middle of a batch.
  private readonly refusesNul: boolean;

  private checkNoNul(table: TableHeader, row: unknown[]): void {
    const column = row.findIndex((cell) => typeof cell === 'string' && cell.includes('\u0000'));
    if (column === -1) return;
    throw new Error(
      `table ${table.table}, row ${this.seen + 1}: ${table.columns[column]} holds a NUL character, which ` +
        'PostgreSQL cannot store; remove it in the source database and back up again',
    );
  }

  async finishTable(): Promise<void> {
    await this.flush();
    if (this.table && this.seen !== this.table.rows) {
      throw new Error(
        `table ${this.table.table}: ${this.seen} rows, the backup announced ${this.table.rows} (file cut short?)`,
      );
    }
    this.summary.rows += this.seen;
    this.seen = 0;
  }

  private async flush(): Promise<void> {
    if (this.table && this.pending.length > 0) await insertRows(this.db, this.table, this.pending);
    this.pending = [];
  }
}

/**
 * Replaces every table's rows with a backup's, in one transaction (all or nothing): the tables are
 * emptied children first, then filled parents first; PostgreSQL sequences continue after the restored ids.
 */
export async function restoreDatabase(db: Kysely<Database>, file: string): Promise<BackupSummary> {
  const migrations = await appliedMigrations(db);
  return db.transaction().execute(async (trx) => {
    const shapes = await tableShapes(trx);
    const writer = new TableWriter(trx, new Map(shapes.map((s) => [s.name, s])));
    let header: BackupHeader | undefined;
    // Made right before reading: lines read while nothing listens would be lost.
    const lines = createInterface({
      input: createReadStream(file, 'utf8'),
      crlfDelay: Number.POSITIVE_INFINITY,
    });
    for await (const line of lines) {
      if (line.trim() === '') continue;
      const value: unknown = JSON.parse(line);
      if (header) await writer.line(value);
      else {
        header = checkHeader(value, migrations);
        for (const shape of [...shapes].reverse()) await sql`delete from ${sql.id(shape.name)}`.execute(trx);
        await clearSqliteCounters(trx);
      }
    }
    if (!header) throw new Error('the backup file is empty');
    await writer.finishTable();
    const absent = header.tables.filter((t) => !writer.tables.includes(t));
    if (absent.length > 0)
      throw new Error(`the backup file is cut short: table ${absent.join(', ')} is missing`);
    await resetSequences(trx, shapes);
    return writer.summary;
  });
}
