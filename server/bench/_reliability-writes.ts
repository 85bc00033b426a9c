/**
 * Concurrent writes through two server processes on one database, then the final state checked against
 * every answer: nothing accepted is missing, every correction is a version with its history row, one
 * cancellation and one create per number won, statistics equal a recompute. The same requests then go to
 * two processes of the bare twin (`_reliability-bare-writes.ts`: the same inserts in the same transaction
 * mode, on a fresh database of the same dialect); the app's throughput is judged by its share of the twin's
 * (issue 35: ≥ 0.5), and printed without a target.
 */
import type { Db } from '../src/db/database.js';
import { statMismatches } from '../src/modules/stats/stats.check.js';
import { registrationBody } from '../test/factories.js';
import { infoLine } from './_line.js';
import {
  type BenchDatabase,
  call,
  figure,
  type ServerProcess,
  seedMarket,
  signInUsers,
  startServer,
} from './_reliability-env.js';

const ROUNDS = 10;
const PARALLEL = 8;
const CONTESTED = 10;
const TARGET_TWIN_SHARE = 0.5;
const BARE_SCRIPT = 'bench/_reliability-bare-writes.ts';

function body(no: string, price: string) {
  return registrationBody({
    TescilNo: no,
    IslemZamani: '2026-03-02 11:00',
    Miktar: '1000',
    BirimFiyat: price,
  });
}

interface Tally {
  requests: number;
  fiveXx: number;
  lost: number;
  doubled: number;
}

/** What one run of the requests left: the numbers created, corrections applied per number, the tally, seconds. */
interface Outcome {
  created: string[];
  corrections: Map<string, number>;
  tally: Tally;
  seconds: number;
}

/** The write requests, spread over `servers` (each request's index picks its server), timed. */
async function writeRequests(servers: readonly ServerProcess[], operator: string, superadmin: string) {
  const tally: Tally = { requests: 0, fiveXx: 0, lost: 0, doubled: 0 };
  const started = performance.now();
  const send = async (i: number, method: string, path: string, token: string, payload?: unknown) => {
    const answer = await call(servers[i % servers.length]!.base, method, path, token, payload);
    tally.requests += 1;
    if (answer.status >= 500) tally.fiveXx += 1;
    return answer;
  };
  const created: string[] = [];
  for (let round = 0; round < ROUNDS; round += 1) {
    const answers = await Promise.all(
      Array.from({ length: PARALLEL }, (_, i) =>
        send(i, 'POST', '/api/v1/Tescil/Create', operator, body(`R${round}-${i}`, `2${i}.${round}`)),
      ),
    );
    for (const [i, a] of answers.entries()) if (a.status === 200) created.push(`R${round}-${i}`);
  }
  const corrections = new Map<string, number>();
  for (let k = 0; k < CONTESTED; k += 1) {
    const no = `C${k}`;
    await send(0, 'POST', '/api/v1/Tescil/Create', operator, body(no, '30'));
    created.push(no);
    const answers = await Promise.all(
      [31, 32, 33].map((price, i) =>
        send(i, 'POST', `/api/v1/Tescil/Correct/${no}`, operator, body(no, `${price}`)),
      ),
    );
    corrections.set(no, answers.filter((a) => a.status === 200).length);
  }
  for (let k = 0; k < CONTESTED; k += 1) {
    const no = `X${k}`;
    await send(0, 'POST', '/api/v1/Tescil/Create', operator, body(no, '40'));
    created.push(no);
    const cancels = await Promise.all(
      [0, 1, 2].map((i) => send(i, 'POST', `/api/v1/Tescil/Cancel/${no}`, operator, { reason: `r${i}` })),
    );
    if (cancels.filter((a) => a.status === 200).length !== 1) tally.doubled += 1;
    const twins = await Promise.all(
      [0, 1, 2].map((i) => send(i, 'POST', '/api/v1/Tescil/Create', operator, body(`D${k}`, `5${i}`))),
    );
    if (twins.filter((a) => a.status === 200).length !== 1) tally.doubled += 1;
    else created.push(`D${k}`);
    const users = await Promise.all(
      [0, 1, 2].map((i) =>
        send(i, 'POST', '/api/v1/General/Kullanici/Create', superadmin, {
          KullaniciAdi: `ayni.${k}`,
          Sifre: `parola-${i}-0123456789`,
          Rol: 'operator',
        }),
      ),
    );
    if (users.filter((a) => a.status === 200).length !== 1) tally.doubled += 1;
  }
  return { created, corrections, tally, seconds: (performance.now() - started) / 1000 };
}

/** Numbers accepted but missing, and corrections without their version or history row. */
async function lostWrites(db: Db, run: Outcome): Promise<number> {
  const rows = await db.kysely
    .selectFrom('registration')
    .select(['id', 'registration_no', 'version'])
    .execute();
  const byNo = new Map(rows.map((r) => [r.registration_no, r]));
  let lost = run.created.filter((no) => !byNo.has(no)).length;
  for (const [no, applied] of run.corrections) {
    const row = byNo.get(no);
    const history = row
      ? await db.kysely
          .selectFrom('registration_version')
          .select('version')
          .where('registration_id', '=', row.id)
          .execute()
      : [];
    if (!row || row.version !== 1 + applied || history.length !== applied) lost += 1;
  }
  return lost;
}

/** The requests through two processes of `script` (the app, or its bare twin) on a fresh seeded database. */
async function runOn(db: Db, url: string, script?: string): Promise<Outcome> {
  await seedMarket(db);
  const [operator, superadmin] = await signInUsers(db, ['operator', 'superadmin']);
  const env = { BENCH_AUDIT_USER: String(operator!.userId) };
  const servers = [await startServer(url, env, { script }), await startServer(url, env, { script })];
  try {
    return await writeRequests(servers, operator!.defaultToken, superadmin!.defaultToken);
  } finally {
    for (const server of servers) await server.stop();
  }
}

/** The app's run checked against the database it left. */
async function check(name: string, db: Db, run: Outcome): Promise<void> {
  run.tally.lost += await lostWrites(db, run);
  const mismatches = await statMismatches(db.kysely);
  figure(`${name} lost writes`, run.tally.lost, 'writes', 0);
  figure(`${name} double wins (cancel, create, user)`, run.tally.doubled, 'cases', 0);
  figure(`${name} 5xx`, run.tally.fiveXx, 'answers', 0, { note: `of ${run.tally.requests} requests` });
  figure(`${name} statistics differing from a recompute`, mismatches.length, 'keys', 0);
}

/** The bare twin's run on a database of its own, made and dropped here. */
async function twinRun(make: () => Promise<BenchDatabase>): Promise<Outcome> {
  const database = await make();
  const db = database.open();
  try {
    return await runOn(db, database.url, BARE_SCRIPT);
  } finally {
    await db.kysely.destroy();
    await database.remove();
  }
}

/**
 * Runs the concurrent write checks on a database and prints their figures; then the same requests through
 * the bare twin on a database `twinDatabase` makes, and the app's throughput as its share of the twin's.
 */
export async function concurrentWrites(
  database: BenchDatabase,
  twinDatabase: () => Promise<BenchDatabase>,
): Promise<void> {
  const name = `concurrent writes ${database.dialect} (2 processes)`;
  const db = database.open();
  try {
    const app = await runOn(db, database.url);
    await check(name, db, app);
    const twin = await twinRun(twinDatabase);
    const rate = (run: Outcome) => run.tally.requests / run.seconds;
    console.log(infoLine(`${name} throughput`, rate(app), 'requests/s'));
    figure(
      `${name} throughput vs the bare twin (${rate(twin).toFixed(1)} requests/s)`,
      rate(app) / rate(twin),
      '×',
      TARGET_TWIN_SHARE,
      {
        more: true,
        note: `(${app.tally.requests} and ${twin.tally.requests} requests; the twin's 5xx: ${twin.tally.fiveXx})`,
      },
    );
  } finally {
    await db.kysely.destroy();
  }
}
