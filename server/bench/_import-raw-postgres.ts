/**
 * The PostgreSQL import's twin (`_import-child.ts`, mode `raw-postgres`): the same rows, already checked and
 * converted, inserted by one prepared 500-row statement in one transaction into the table as the import
 * finds it on PostgreSQL (its indexes kept: the import keeps them there), through the `pg` driver alone: no
 * parsing, no checks, no statistics. Only the statement runs are timed. A schema of its own, dropped after.
 */
import { dirname, join } from 'node:path';
import { problemLine } from '@bulten/core';
import { sql } from 'kysely';
import pg from 'pg';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { memberIdsByCodeAll, productIdsByCode } from '../src/modules/imports/imports.repository.js';
import { stageRegistrations } from '../src/modules/imports/registration-stage.js';
import { STAGED_COLUMNS, stagedChunks } from '../src/modules/imports/staged-file.js';
import { seedBenchCodes } from './_import-data.js';

const CHUNK = 500;

// The CSV checked and staged as the import stages it, with the schema's codes.
async function staged(url: string, schema: string, csv: string): Promise<{ file: string; rows: number }> {
  const db = openDatabase(url, schema);
  try {
    await migrateToLatest(db.kysely);
    await seedBenchCodes(db.kysely);
    const file = join(dirname(csv), 'raw-postgres.v8');
    const check = await stageRegistrations({
      source: { file: csv },
      staged: file,
      chunkRows: 5000,
      productIds: [...(await productIdsByCode(db.kysely))],
      memberIds: [...(await memberIdsByCodeAll(db.kysely))],
    });
    if (!check.ok)
      throw new Error(
        check.problems
          .slice(0, 5)
          .map((p) => problemLine(p, 'en'))
          .join('; '),
      );
    return { file, rows: check.rows };
  } finally {
    await db.kysely.destroy();
  }
}

const insertText = (columns: readonly string[], rows: number) => {
  const values = Array.from(
    { length: rows },
    (_, r) => `(${columns.map((_, c) => `$${r * columns.length + c + 1}`).join(',')})`,
  );
  return `insert into registration (${columns.join(',')}) values ${values.join(',')}`;
};

/** Raw inserts of the CSV's rows into a fresh schema on `url`: rows, seconds of statement runs, CPU seconds. */
export async function rawPostgresInserts(url: string, csv: string) {
  const schema = `bench_raw_${process.pid}`;
  const admin = openDatabase(url);
  await sql.raw(`create schema ${schema}`).execute(admin.kysely);
  try {
    const { file, rows } = await staged(url, schema, csv);
    const client = new pg.Client({ connectionString: url, options: `-c search_path=${schema}` });
    await client.connect();
    const columns = [...STAGED_COLUMNS, 'version', 'created_at', 'updated_at'];
    const full = { name: 'raw-insert-500', text: insertText(columns, CHUNK) };
    const at = new Date().toISOString();
    let spent = 0;
    const cpu = process.cpuUsage();
    try {
      await client.query('begin');
      for (const chunk of stagedChunks(file)) {
        for (let i = 0; i < chunk.length; i += CHUNK) {
          const values: unknown[] = [];
          const part = chunk.slice(i, i + CHUNK);
          for (const row of part) values.push(...row, 1, at, at);
          const started = performance.now();
          if (part.length === CHUNK) await client.query({ ...full, values });
          else await client.query(insertText(columns, part.length), values);
          spent += performance.now() - started;
        }
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
