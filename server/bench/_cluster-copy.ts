/**
 * An initial load into PostgreSQL at COPY speed (issue 33, item 7): `bulten import-registrations` of a
 * million generated registrations into a fresh database (its bulk path writes with COPY), against `psql
 * \copy` of the same rows into the same table in the same run.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDatabase } from '../scripts/cluster/instances.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { seedBenchCodes, writeRegistrationsCsv } from './_import-data.js';
import { infoLine } from './_line.js';
import { figure } from './_reliability-env.js';

const SERVER_DIR = new URL('..', import.meta.url).pathname;

function timedRun(command: string, args: string[], env: NodeJS.ProcessEnv = process.env): number {
  const started = performance.now();
  const run = spawnSync(command, args, { cwd: SERVER_DIR, env, encoding: 'utf8', timeout: 30 * 60_000 });
  if (run.status !== 0) throw new Error(`${command} ${args.join(' ')} failed:\n${run.stdout}\n${run.stderr}`);
  return (performance.now() - started) / 1000;
}

/** Runs the comparison on a database of its own beside `adminUrl`'s. */
export async function copyImport(adminUrl: string, rows: number): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bulten-copy-'));
  const database = await createDatabase(adminUrl, 'bulten_copy');
  try {
    const csv = join(dir, 'registrations.csv');
    await writeRegistrationsCsv(csv, rows);
    const db = openDatabase(database.url);
    await migrateToLatest(db.kysely);
    await seedBenchCodes(db.kysely);
    await db.kysely.destroy();
    // The command line as an operator runs it, from its start to its exit.
    const cli = ['--max-semi-space-size=8', '--heap-growing-percent=50', 'bin/bulten.js'];
    const importSeconds = timedRun(process.execPath, [...cli, 'import-registrations', csv], {
      ...process.env,
      DATABASE_URL: database.url,
    });
    const tsv = join(dir, 'registration.tsv');
    timedRun('psql', [database.url, '-qc', `\\copy registration to '${tsv}'`]);
    // The same rows into the same table (its indexes as the import left it), after the import's are gone.
    timedRun('psql', [database.url, '-qc', 'truncate registration cascade']);
    const copySeconds = timedRun('psql', [database.url, '-qc', `\\copy registration from '${tsv}'`]);
    const importRate = rows / importSeconds;
    const copyRate = rows / copySeconds;
    const name = `initial load of ${rows.toLocaleString('en-US')} registrations into PostgreSQL (bulten import-registrations)`;
    // The rate without a target (issue 35): it moves with the machine; the share of psql \copy is judged.
    console.log(
      `${infoLine(name, Math.round(importRate), 'rows/s')} (${importSeconds.toFixed(1)} s from the command's start to its exit: check, COPY, statistics, indexes)`,
    );
    figure(
      `${name} against psql \\copy of the same rows into the same table`,
      Number((importRate / copyRate).toFixed(2)),
      '',
      0.5,
      {
        more: true,
        note: `(psql \\copy ${Math.round(copyRate)} rows/s, ${copySeconds.toFixed(1)} s)`,
      },
    );
  } finally {
    await database.drop();
    rmSync(dir, { recursive: true, force: true });
  }
}
