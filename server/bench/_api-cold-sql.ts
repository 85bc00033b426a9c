/**
 * The SQL and rows of one cold archive answer, for its bare twin (`_api-cold-bare.ts`): the app answers once
 * more through a Kysely that logs every statement (a second connection to the same file, put in the app
 * context's place for that answer only), and the twin process runs those statements and stringifies the rows.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { SqliteHandle } from '../src/db/sqlite-handle.js';
import { WaitingSqliteDialect } from '../src/db/sqlite-waiting.js';
import { waitSignalFor } from '../src/db/wait-signal.js';
import type { DemoApp } from './_api-demo.js';

/** One statement as the app sent it to the driver. */
export interface LoggedQuery {
  sql: string;
  parameters: unknown[];
}

/** A cold case's statements and the rows the app answered, under the name its figures carry. */
export interface ColdCase {
  name: string;
  queries: LoggedQuery[];
  rows: unknown[];
}

/** Wall and CPU times (ms) of a case's runs. */
export interface Times {
  wall: number[];
  cpu: number[];
}

/**
 * The statements of one archive answer and its rows, `prepare` (an event, memos forgotten) run before it
 * as the app's own.
 */
export async function capturedCase(
  demo: DemoApp,
  name: string,
  prepare: () => Promise<void>,
): Promise<ColdCase> {
  const queries: LoggedQuery[] = [];
  const location = demo.ctx.db.location;
  const logging = new Kysely<Database>({
    dialect: new WaitingSqliteDialect(
      { database: new SqliteHandle(location) },
      { signal: waitSignalFor(location) },
    ),
    log: (event) => {
      if (event.level === 'query')
        queries.push({ sql: event.query.sql, parameters: [...event.query.parameters] });
    },
  });
  const own = demo.ctx.db.kysely;
  await prepare();
  demo.ctx.db.kysely = logging;
  try {
    const response = await demo.app.inject({ method: 'GET', url: demo.archive });
    if (response.statusCode !== 200) throw new Error(`${demo.archive}: ${response.statusCode}`);
    return { name, queries, rows: response.json<unknown[]>() };
  } finally {
    demo.ctx.db.kysely = own;
    await logging.destroy();
  }
}

/** Runs the cases in a bare process (`_api-cold-bare.ts`): their times per case name. */
export function bareTwinTimes(file: string, cases: readonly ColdCase[], runs: number): Record<string, Times> {
  const dir = mkdtempSync(join(tmpdir(), 'bulten-cold-twin-'));
  try {
    const casesFile = join(dir, 'cases.json');
    writeFileSync(casesFile, JSON.stringify(cases));
    const child = new URL('./_api-cold-bare.ts', import.meta.url).pathname;
    const run = spawnSync(process.execPath, ['--import', 'tsx', child, file, casesFile, String(runs)], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    if (run.status !== 0)
      throw new Error(`the cold archive's bare twin failed (${run.status ?? run.signal})`);
    return JSON.parse(run.stdout.trim().split('\n').at(-1)!) as Record<string, Times>;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
