/**
 * Concurrent writes through two server processes on one database, then the final state checked against
 * every answer: nothing accepted is missing, every correction is a version with its history row, one
 * cancellation and one create per number won, statistics equal a recompute.
 */
import { statMismatches } from '../src/modules/stats/stats.check.js';
import { registrationBody } from '../test/factories.js';
import {
  type BenchDatabase,
  call,
  figure,
  seedMarket,
  signInUsers,
  startServer,
} from './_reliability-env.js';

const ROUNDS = 10;
const PARALLEL = 8;
const CONTESTED = 10;

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

/** Runs the concurrent write checks on a database and prints their figures. */
export async function concurrentWrites(database: BenchDatabase): Promise<void> {
  const db = database.open();
  await seedMarket(db);
  const [operator, superadmin] = await signInUsers(db, ['operator', 'superadmin']);
  const servers = [await startServer(database.url), await startServer(database.url)];
  const tally: Tally = { requests: 0, fiveXx: 0, lost: 0, doubled: 0 };
  const started = performance.now();
  const send = async (i: number, method: string, path: string, token: string, payload?: unknown) => {
    const answer = await call(servers[i % servers.length]!.base, method, path, token, payload);
    tally.requests += 1;
    if (answer.status >= 500) tally.fiveXx += 1;
    return answer;
  };
  try {
    const created: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const answers = await Promise.all(
        Array.from({ length: PARALLEL }, (_, i) =>
          send(
            i,
            'POST',
            '/api/v1/Tescil/Create',
            operator!.defaultToken,
            body(`R${round}-${i}`, `2${i}.${round}`),
          ),
        ),
      );
      for (const [i, a] of answers.entries()) if (a.status === 200) created.push(`R${round}-${i}`);
    }
    const corrections = new Map<string, number>();
    for (let k = 0; k < CONTESTED; k += 1) {
      const no = `C${k}`;
      await send(0, 'POST', '/api/v1/Tescil/Create', operator!.defaultToken, body(no, '30'));
      created.push(no);
      const answers = await Promise.all(
        [31, 32, 33].map((price, i) =>
          send(i, 'POST', `/api/v1/Tescil/Correct/${no}`, operator!.defaultToken, body(no, `${price}`)),
        ),
      );
      corrections.set(no, answers.filter((a) => a.status === 200).length);
    }
    for (let k = 0; k < CONTESTED; k += 1) {
      const no = `X${k}`;
      await send(0, 'POST', '/api/v1/Tescil/Create', operator!.defaultToken, body(no, '40'));
      created.push(no);
      const cancels = await Promise.all(
        [0, 1, 2].map((i) =>
          send(i, 'POST', `/api/v1/Tescil/Cancel/${no}`, operator!.defaultToken, { reason: `r${i}` }),
        ),
      );
      if (cancels.filter((a) => a.status === 200).length !== 1) tally.doubled += 1;
      const twins = await Promise.all(
        [0, 1, 2].map((i) =>
          send(i, 'POST', '/api/v1/Tescil/Create', operator!.defaultToken, body(`D${k}`, `5${i}`)),
        ),
      );
      if (twins.filter((a) => a.status === 200).length !== 1) tally.doubled += 1;
      else created.push(`D${k}`);
      const users = await Promise.all(
        [0, 1, 2].map((i) =>
          send(i, 'POST', '/api/v1/General/Kullanici/Create', superadmin!.defaultToken, {
            KullaniciAdi: `ayni.${k}`,
            Sifre: `parola-${i}-0123456789`,
            Rol: 'operator',
          }),
        ),
      );
      if (users.filter((a) => a.status === 200).length !== 1) tally.doubled += 1;
    }
    const seconds = (performance.now() - started) / 1000;
    const rows = await db.kysely
      .selectFrom('registration')
      .select(['id', 'registration_no', 'version'])
      .execute();
    const byNo = new Map(rows.map((r) => [r.registration_no, r]));
    tally.lost += created.filter((no) => !byNo.has(no)).length;
    for (const [no, applied] of corrections) {
      const row = byNo.get(no);
      const history = row
        ? await db.kysely
            .selectFrom('registration_version')
            .select('version')
            .where('registration_id', '=', row.id)
            .execute()
        : [];
      if (!row || row.version !== 1 + applied || history.length !== applied) tally.lost += 1;
    }
    const mismatches = await statMismatches(db.kysely);
    const name = `concurrent writes ${database.dialect} (2 processes)`;
    figure(`${name} lost writes`, tally.lost, 'writes', 0);
    figure(`${name} double wins (cancel, create, user)`, tally.doubled, 'cases', 0);
    figure(`${name} 5xx`, tally.fiveXx, 'answers', 0, { note: `of ${tally.requests} requests` });
    figure(`${name} statistics differing from a recompute`, mismatches.length, 'keys', 0);
    figure(`${name} throughput`, tally.requests / seconds, 'requests/s', 50, { more: true });
  } finally {
    for (const server of servers) await server.stop();
    await db.kysely.destroy();
  }
}
