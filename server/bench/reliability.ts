/**
 * Reliability bench (`npm run bench -- reliability`): concurrent writes through two server processes
 * on SQLite and PostgreSQL with the final state checked, a fuzz of every OpenAPI route, kill -9 of a CLI
 * import and of a server with live trades followed by integrity checks, and 500 SSE clients beside a read
 * load. Prints `name: value unit (target X, ratio R)` lines and the load average. Everything runs on
 * 127.0.0.1 in temporary folders and schemas. PostgreSQL parts run when `BENCH_PG_URL` or `PG_TEST_URL`
 * names a server (its database gets a schema of its own, dropped afterwards).
 * BENCH_FUZZ (requests per dialect, default 10000), BENCH_SSE_CLIENTS (500), BENCH_SSE_SECONDS (30),
 * BENCH_IMPORT_ROWS (200000) change the sizes; BENCH_ONLY=writes,fuzz,kill,sse picks parts. The concurrent
 * writes' throughput is judged against a bare twin doing the same inserts in the same transaction mode.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { benchPartWanted } from './_parts.js';
import { type BenchDatabase, load, postgresDatabase, sqliteDatabase } from './_reliability-env.js';
import { fuzzRoutes } from './_reliability-fuzz.js';
import { killImport, killLiveServer } from './_reliability-kill.js';
import { sseAndReads } from './_reliability-sse.js';
import { concurrentWrites } from './_reliability-writes.js';

const PG_URL = process.env.BENCH_PG_URL ?? process.env.PG_TEST_URL;
const FUZZ = Number(process.env.BENCH_FUZZ ?? 10_000);
const SSE_CLIENTS = Number(process.env.BENCH_SSE_CLIENTS ?? 500);
const SSE_SECONDS = Number(process.env.BENCH_SSE_SECONDS ?? 30);
const IMPORT_ROWS = Number(process.env.BENCH_IMPORT_ROWS ?? 200_000);

async function each(dir: string, name: string, work: (database: BenchDatabase) => Promise<void>) {
  const databases: Array<() => Promise<BenchDatabase>> = [() => sqliteDatabase(dir, name)];
  if (PG_URL) databases.push(() => postgresDatabase(PG_URL));
  for (const make of databases) {
    const database = await make();
    try {
      await work(database);
    } finally {
      await database.remove();
    }
  }
}

async function main(): Promise<void> {
  const dir = mkdtempSync(join(tmpdir(), 'bulten-reliability-'));
  const started = performance.now();
  try {
    console.log(`start: ${load()}${PG_URL ? '' : ' (no PostgreSQL URL: SQLite only)'}`);
    if (benchPartWanted('writes'))
      await each(dir, 'writes', (db) =>
        concurrentWrites(db, () =>
          db.dialect === 'sqlite' ? sqliteDatabase(dir, 'writes-twin') : postgresDatabase(PG_URL!),
        ),
      );
    if (benchPartWanted('fuzz')) await each(dir, 'fuzz', (db) => fuzzRoutes(db, FUZZ));
    if (benchPartWanted('kill')) {
      await each(dir, 'kill-import', (db) => killImport(db, dir, IMPORT_ROWS, 0));
      await each(dir, 'kill-live', (db) => killLiveServer(db, 20_261_123));
    }
    if (benchPartWanted('sse')) await each(dir, 'sse', (db) => sseAndReads(db, SSE_CLIENTS, SSE_SECONDS));
    console.log(`done in ${((performance.now() - started) / 1000).toFixed(0)} s: ${load()}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

await main();
