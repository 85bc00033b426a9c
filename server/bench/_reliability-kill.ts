/**
 * kill -9 in the middle of writing: of a CLI import, and of a server registering live demo trades and
 * staff trades. Afterwards nothing may be half-written: statistics equal a recompute, SQLite's own
 * integrity check passes, the import run again completes and a restarted server takes trades.
 */
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'kysely';
import type { Db } from '../src/db/database.js';
import { statMismatches } from '../src/modules/stats/stats.check.js';
import { seededRandom } from '../test/fuzz.js';
import { rowCount } from '../test/tables.js';
import {
  type BenchDatabase,
  call,
  figure,
  LIVE_DEMO_ENV,
  seedMarket,
  signInUsers,
  startCli,
  startServer,
} from './_reliability-env.js';

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function registrationsCsv(rows: number): string {
  const lines = ['TescilNo;IslemZamani;UrunKodu;Miktar;BirimFiyat;Kanal;AliciUyeKodu;SaticiUyeKodu'];
  for (let i = 0; i < rows; i += 1) {
    const day = String(2 + (i % 25)).padStart(2, '0');
    lines.push(`K${i};${day}.02.2026 11:00;BUG1A;${1 + (i % 7)};${20 + (i % 13)},5;SALON;A1;S1`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

async function integrity(db: Db, dialect: string): Promise<number> {
  if (dialect !== 'sqlite') return 0;
  const result = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(db.kysely);
  return result.rows.filter((r) => r.integrity_check !== 'ok').length;
}

const registrations = (db: Db): Promise<number> => rowCount(db.kysely, 'registration');

/** Ids of the import batches still marked `running`. */
async function runningBatches(db: Db): Promise<number[]> {
  const rows = await db.kysely
    .selectFrom('import_batch')
    .select('id')
    .where('state', '=', 'running')
    .execute();
  return rows.map((r) => r.id);
}

/** How many of these batches are marked `undone`. */
async function undoneBatches(db: Db, ids: number[]): Promise<number> {
  const rows = await db.kysely
    .selectFrom('import_batch')
    .select('id')
    .where('id', 'in', ids)
    .where('state', '=', 'undone')
    .execute();
  return rows.length;
}

/**
 * Kills a CLI import of `rows` registrations while it writes (`killAfterMs` after its first transaction
 * committed, so a batch stands partly written), checks, imports the file again and checks.
 */
export async function killImport(database: BenchDatabase, dir: string, rows: number, killAfterMs: number) {
  const db = database.open();
  await seedMarket(db);
  const file = join(dir, `kill-import-${database.dialect}.csv`);
  writeFileSync(file, registrationsCsv(rows));
  try {
    const cli = startCli(database.url, 'import-registrations', file);
    let finished = false;
    void cli.done.then(() => (finished = true));
    const deadline = Date.now() + 120_000;
    while (!finished && Date.now() < deadline && (await registrations(db)) === 0) await sleep(50);
    await sleep(killAfterMs);
    const killed = !finished;
    if (killed) await cli.kill9();
    else if ((await cli.done) !== 0)
      console.log(`  the first import failed: ${cli.output().trim().slice(0, 300)}`);
    const committed = await registrations(db);
    const name = `kill -9 of a CLI import ${database.dialect} (${rows} rows, ${killAfterMs} ms after its first commit${killed ? '' : ', it had finished'}; ${committed} rows committed)`;
    figure(
      `${name} statistics differing from a recompute`,
      (await statMismatches(db.kysely)).length,
      'keys',
      0,
    );
    figure(`${name} integrity check problems`, await integrity(db, database.dialect), 'problems', 0);
    const left = await runningBatches(db);
    const again = startCli(database.url, 'import-registrations', file);
    const code = await again.done;
    const undone = left.length ? await undoneBatches(db, left) : 0;
    figure(
      `${name} killed import batch not undone when the CLI started again`,
      left.length - undone,
      'batches',
      0,
      {
        note: `(${left.length} left running by the kill, ${undone} undone)`,
      },
    );
    const complete = await registrations(db);
    figure(`${name} import run again: missing rows`, rows - complete, 'rows', 0, { note: `(exit ${code})` });
    figure(
      `${name} after the second import: statistics differing`,
      (await statMismatches(db.kysely)).length,
      'keys',
      0,
    );
  } finally {
    await db.kysely.destroy();
  }
}

/** Starts a demo server with live trades, drives staff trades at it, kills it with -9 and checks. */
export async function killLiveServer(database: BenchDatabase, seed: number) {
  let server = await startServer(database.url, LIVE_DEMO_ENV);
  const db = database.open();
  try {
    const [operator] = await signInUsers(db, ['operator']);
    const product = await db.kysely
      .selectFrom('catalogue_item')
      .select('code')
      .where('level', '=', 'PRODUCT')
      .executeTakeFirstOrThrow();
    const members = await db.kysely.selectFrom('member').select('code').limit(2).execute();
    const random = seededRandom(seed);
    const killAt = Date.now() + 3_000 + Math.floor(random() * 4_000);
    let sent = 0;
    let accepted = 0;
    const writers = Array.from({ length: 4 }, async (_, w) => {
      for (let i = 0; Date.now() < killAt; i += 1) {
        sent += 1;
        const answer = await call(server.base, 'POST', '/api/v1/Tescil/Create', operator!.defaultToken, {
          TescilNo: `KILL-${w}-${i}`,
          IslemZamani: new Date().toISOString().slice(0, 16).replace('T', ' '),
          UrunKodu: product.code,
          Miktar: '1000',
          BirimFiyat: `${20 + (i % 9)}.25`,
          Kanal: 'SALON',
          AliciUyeKodu: members[0]!.code,
          SaticiUyeKodu: members[1]!.code,
        }).catch(() => undefined);
        if (answer?.status === 200) accepted += 1;
      }
    });
    await sleep(killAt - Date.now());
    await server.kill9();
    await Promise.all(writers);
    const name = `kill -9 of a server with live trades ${database.dialect} (${sent} staff trades sent, ${accepted} accepted before the kill)`;
    figure(
      `${name} statistics differing from a recompute`,
      (await statMismatches(db.kysely)).length,
      'keys',
      0,
    );
    figure(`${name} integrity check problems`, await integrity(db, database.dialect), 'problems', 0);
    server = await startServer(database.url, LIVE_DEMO_ENV);
    const after = await call(server.base, 'POST', '/api/v1/Tescil/Create', operator!.defaultToken, {
      TescilNo: 'AFTER-KILL',
      IslemZamani: new Date().toISOString().slice(0, 16).replace('T', ' '),
      UrunKodu: product.code,
      Miktar: '1000',
      BirimFiyat: '21.25',
      Kanal: 'SALON',
      AliciUyeKodu: members[0]!.code,
      SaticiUyeKodu: members[1]!.code,
    });
    figure(`${name} restarted server refusing a trade`, after.status === 200 ? 0 : 1, 'refusals', 0, {
      note: `(status ${after.status})`,
    });
  } finally {
    await server.stop();
    await db.kysely.destroy();
  }
}
