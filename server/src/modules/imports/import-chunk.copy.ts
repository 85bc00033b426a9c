import { type Kysely, sql } from 'kysely';
import { rawClientOf } from '../../db/pg-clients.js';
import type { Database } from '../../db/schema.js';
import { STAGED_COLUMNS, type StagedRow } from './staged-file.js';

/**
 * The bulk path of an initial load into PostgreSQL: a chunk's rows go in with `COPY … FROM STDIN`
 * (pg-copy-streams), PostgreSQL's own loading path, instead of an insert statement. Their ids are taken
 * from the table's sequence first, so the statistics know them as with `returning`.
 */

const COPY_REGISTRATIONS = `copy "registration" ("id", ${STAGED_COLUMNS.map((c) => `"${c}"`).join(', ')},
  "version", "created_at", "updated_at", "import_batch") from stdin`;

// COPY's text format: a backslash, tab, line feed or carriage return in a value is escaped; null is \N.
const SPECIAL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function field(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return value.replace(SPECIAL, (c) => ESCAPES[c]!);
  throw new TypeError(`COPY field of type ${typeof value}`);
}

/** The rows as COPY text: id, the staged columns, version 1, the times and the batch, a line each. */
export function copyText(
  rows: readonly StagedRow[],
  ids: readonly number[],
  at: string,
  batch: number,
): string {
  const tail = `\t1\t${field(at)}\t${field(at)}\t${batch}\n`;
  const lines = new Array<string>(rows.length);
  for (let i = 0; i < rows.length; i += 1) {
    const row = rows[i]!;
    let line = String(ids[i]);
    for (let c = 0; c < row.length; c += 1) line += `\t${field(row[c])}`;
    lines[i] = line + tail;
  }
  return lines.join('');
}

/** Takes `count` ids from the registrations' sequence, in order. */
async function nextIds(db: Kysely<Database>, count: number): Promise<number[]> {
  const { rows } = await sql<{ id: number }>`
    select nextval(pg_get_serial_sequence('registration', 'id'))::int4 as id
    from generate_series(1, ${count}::int4) order by 1`.execute(db);
  return rows.map((row) => Number(row.id));
}

/**
 * Inserts staged rows (numbers unique among them) as version 1 with COPY, inside the caller's transaction
 * (on its own connection); answers their ids in the rows' order.
 */
export async function copyStagedRowsPostgres(
  db: Kysely<Database>,
  rows: readonly StagedRow[],
  at: string,
  batch: number,
): Promise<number[]> {
  if (rows.length === 0) return [];
  const ids = await nextIds(db, rows.length);
  const client = await rawClientOf(db);
  const { from } = await import('pg-copy-streams');
  const stream = client.query(from(COPY_REGISTRATIONS));
  await new Promise<void>((resolve, reject) => {
    stream.on('error', reject);
    stream.on('finish', resolve);
    stream.end(copyText(rows, ids, at, batch));
  });
  return ids;
}
