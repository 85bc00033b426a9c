/**
 * The PostgreSQL import's twin (`_import-child.ts`, mode `raw-postgres`): the same rows, already checked and
 * converted, loaded with `COPY … FROM STDIN` (PostgreSQL's own loading path, which the import's bulk path
 * uses too) a chunk at a time in one transaction into the table as the import finds it (its indexes kept:
 * the import keeps them on PostgreSQL), through `pg` and pg-copy-streams alone: no parsing, no checks, no
 * statistics. Only the COPY runs are timed (the text is made before). A schema of its own, dropped after.
 */
import { dirname, join } from 'node:path';
import { sql } from 'kysely';
import pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { STAGED_COLUMNS, stagedChunks } from '../src/modules/imports/staged-file.js';
import { seedBenchCodes, stageBenchCsv } from './_import-data.js';

// The CSV checked and staged as the import stages it, with the schema's codes.
async function staged(url: string, schema: string, csv: string): Promise<{ file: string; rows: number }> {
  const db = openDatabase(url, schema);
  try {
    await migrateToLatest(db.kysely);
    await seedBenchCodes(db.kysely);
    const file = join(dirname(csv), 'raw-postgres.v8');
    return { file, rows: await stageBenchCsv(db.kysely, csv, file) };
  } finally {
    await db.kysely.destroy();
  }
}

// COPY's text format: a backslash, tab, line feed or carriage return in a value is escaped; null is \N.
const SPECIAL = /[\\\t\n\r]/g;
const ESCAPES: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

function field(value: unknown): string {
  if (value === null || value === undefined) return '\\N';
  return typeof value === 'string' ? value.replace(SPECIAL, (c) => ESCAPES[c]!) : String(value);
}

/** Raw COPY of the CSV's rows into a fresh schema on `url`: rows, seconds of the COPY runs, CPU seconds. */
export async function rawPostgresInserts(url: string, csv: string) {
  const schema = `bench_raw_${process.pid}`;
  const admin = openDatabase(url);
  await sql.raw(`create schema ${schema}`).execute(admin.kysely);
  try {
    const { file, rows } = await staged(url, schema, csv);
    const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await client.connect();
    const columns = [...STAGED_COLUMNS, 'version', 'created_at', 'updated_at'];
    const copy = `copy registration (${columns.join(', ')}) from stdin`;
    const at = new Date().toISOString();
    const tail = `\t1\t${at}\t${at}\n`;
    let spent = 0;
    const cpu = process.cpuUsage();
    try {
      await client.query('begin');
      for (const chunk of stagedChunks(file)) {
        const text = chunk.map((row) => row.map(field).join('\t') + tail).join('');
        const started = performance.now();
        const stream = client.query(copyFrom(copy));
        await new Promise<void>((resolve, reject) => {
          stream.on('error', reject);
          stream.on('finish', resolve);
          stream.end(text);
        });
        spent += performance.now() - started;
      }
      await client.query('commit');
    } finally {
      await client.end();
    }
    const used = process.cpuUsage(cpu);
    return { rows, seconds: spent / 1000, cpuSeconds: (used.user + used.system) / 1e6 };
  } finally {
    await sql.raw(`drop schema ${schema} cascade`).execute(admin.kysely);
    await admin.kysely.destroy();
  }
}
