import { addDays } from '@bulten/core';
import type { Db } from '../../src/db/database.js';
import { countOf } from '../../src/db/rows.js';
import { call } from './http-client.js';
import { FAULT_DAY, type FaultMarket, totalsPath, tradesOn, tradesShown } from './market.js';
import type { ServerProcess } from './server-process.js';
import { sleep, Tally, timeUntil } from './tally.js';

/** What a server killed during an upload left on the other servers once its restart undid the import. */
export interface KilledImportOutcome {
  tally: Tally;
  /** Rows the killed import had committed when it was killed (0: it was killed too early or too late). */
  committedAtKill: number;
  /** Whether the restarted server's start-up undid the batch. */
  undone: boolean;
  /** From the restarted server answering until every other server showed the days without the import. */
  recoverMs: number | null;
  /** The days × other servers still showing the import's rows `staleAfterMs` after the restart. */
  staleAfter: number;
  crashed: number;
  /** The restarted server, which takes the killed one's place. */
  restarted: ServerProcess;
}

/** The days the upload spreads over: before `FAULT_DAY`, where nothing else trades. */
export const IMPORT_DAYS = [1, 2, 3, 4].map((n) => addDays(FAULT_DAY, -n));

function registrationsCsv(rows: number): string {
  const lines = ['TescilNo;IslemZamani;UrunKodu;Miktar;BirimFiyat;Kanal;AliciUyeKodu;SaticiUyeKodu'];
  for (let i = 0; i < rows; i += 1) {
    const [year, month, day] = IMPORT_DAYS[i % IMPORT_DAYS.length]!.split('-');
    lines.push(`KI-${i};${day}.${month}.${year} 11:00;BUG1A;${1 + (i % 7)};${20 + (i % 13)},5;SALON;A1;S1`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** The import batch running now and the rows it committed so far (0 without one). */
async function runningBatch(db: Db): Promise<{ id: number; rows: number }> {
  const batch = await db.kysely
    .selectFrom('import_batch')
    .select('id')
    .where('state', '=', 'running')
    .executeTakeFirst();
  if (!batch) return { id: 0, rows: 0 };
  return { id: batch.id, rows: await batchRows(db, batch.id) };
}

function batchRows(db: Db, batch: number): Promise<number> {
  return countOf(db.kysely.selectFrom('registration').where('import_batch', '=', batch));
}

/** True when a server shows every import day as the database holds it. */
async function showsTruth(server: ServerProcess, db: Db, tally: Tally): Promise<boolean> {
  for (const day of IMPORT_DAYS) {
    const shown = tradesShown(tally.add(await call(server.base, 'GET', totalsPath(day))));
    if (shown !== (await tradesOn(db, day))) return false;
  }
  return true;
}

/**
 * Uploads `rows` registrations to the first server and kills it (-9) once the import committed its first
 * rows, after the other servers read (and kept) the days with those rows; then starts it again (its
 * start-up undoes the import) and times how long the other servers go on showing the undone rows.
 */
export async function killedImport(
  db: Db,
  servers: readonly ServerProcess[],
  market: FaultMarket,
  options: { rows: number; restart: () => Promise<ServerProcess>; staleAfterMs: number },
): Promise<KilledImportOutcome> {
  const tally = new Tally();
  const [target, ...others] = servers;
  const token = market.operator.defaultToken;
  let answered = false;
  const upload = call(target!.base, 'POST', '/api/v1/Tescil/Import', {
    token,
    csv: registrationsCsv(options.rows),
    timeoutMs: 300_000,
  });
  const deadline = Date.now() + 120_000;
  void upload.then(() => {
    answered = true;
  });
  let batch = await runningBatch(db);
  while (batch.rows === 0 && !answered && Date.now() < deadline) {
    await sleep(20);
    batch = await runningBatch(db);
  }
  // The others read the days with the committed rows and keep them.
  for (const server of others) for (let i = 0; i < 2; i += 1) await showsTruth(server, db, tally);
  await target!.kill9();
  await upload;
  const committedAtKill = batch.id ? await batchRows(db, batch.id) : 0;
  const restarted = await options.restart();
  const back = Date.now();
  const state = batch.id
    ? await db.kysely.selectFrom('import_batch').select('state').where('id', '=', batch.id).executeTakeFirst()
    : undefined;
  const undone = state?.state === 'undone';
  const recovered = await Promise.all(
    others.map((server) => timeUntil(() => showsTruth(server, db, tally), options.staleAfterMs * 3)),
  );
  await sleep(Math.max(0, back + options.staleAfterMs - Date.now()));
  let staleAfter = 0;
  for (const server of others)
    for (const day of IMPORT_DAYS)
      if (
        tradesShown(tally.add(await call(server.base, 'GET', totalsPath(day)))) !== (await tradesOn(db, day))
      )
        staleAfter += 1;
  return {
    tally,
    committedAtKill: committedAtKill < options.rows ? committedAtKill : 0,
    undone,
    recoverMs: recovered.includes(null) ? null : Math.max(...(recovered as number[])),
    staleAfter,
    crashed: others.filter((s) => s.crashed()).length,
    restarted,
  };
}
