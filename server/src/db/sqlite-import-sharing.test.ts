import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tempFolder } from '../../test/cli.js';
import { createMembers } from '../../test/csv.js';
import { sharedTestDatabaseFactories } from '../../test/databases.js';
import { createTinyCatalogue } from '../../test/factories.js';
import { openSharedApps, type SharedApps } from '../../test/shared-apps.js';
import { injectAs, type StaffUsers, signInStaff } from '../../test/staff.js';
import { rowCount } from '../../test/tables.js';
import { statMismatches } from '../modules/stats/stats.check.js';

const ROWS = 50_000;
const BIN = fileURLToPath(new URL('../../bin/bulten.js', import.meta.url));
const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function registrationsCsv(rows: number): string {
  const lines = ['TescilNo;IslemZamani;UrunKodu;Miktar;BirimFiyat;Kanal;AliciUyeKodu;SaticiUyeKodu'];
  for (let i = 0; i < rows; i += 1) {
    const day = String(2 + (i % 20)).padStart(2, '0');
    lines.push(`IMP-${i};${day}.02.2026 11:00;BUG1A;${1 + (i % 7)};${20 + (i % 13)},5;SALON;A1;S1`);
  }
  return `${lines.join('\r\n')}\r\n`;
}

/** Runs the real `bulten` command line in its own process on a database file. */
function bulten(database: string, ...args: string[]) {
  const child = spawn(process.execPath, [BIN, ...args], {
    env: { ...process.env, DATABASE_URL: database, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const done = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? -1)));
  return { done, output: () => out };
}

// A command-line import in another process and a server taking staff registrations at ~7/s share one
// SQLite file: neither fails with "database is locked"; each waits for the other's write lock.
describe('a CLI import while the server registers trades (SQLite file)', () => {
  const factory = sharedTestDatabaseFactories().find((f) => f.name === 'sqlite')!;
  const folder = tempFolder('bulten-import-sharing-');
  let shared: SharedApps;
  let users: StaffUsers;

  beforeAll(async () => {
    shared = await openSharedApps(factory, 1, () => new Date('2026-03-04T07:00:00Z'));
    const db = shared.apps[0]!.ctx.db.kysely;
    await createTinyCatalogue(db);
    await createMembers(db, ['A1', 'S1']);
    users = await signInStaff(shared.apps[0]!);
  });
  afterAll(async () => {
    await shared.close();
    folder.remove();
  });

  it('both succeed and the statistics equal a recompute', async () => {
    const file = join(folder.dir, 'registrations.csv');
    writeFileSync(file, registrationsCsv(ROWS));
    const db = shared.apps[0]!.ctx.db;
    const cli = bulten(db.location, 'import-registrations', file);
    let finished = false;
    void cli.done.then(() => (finished = true));
    const answers: LightMyRequestResponse[] = [];
    for (let i = 0; !finished || i < 10; i += 1) {
      const created = injectAs(shared.apps[0]!.app, users.operator, {
        method: 'POST',
        url: '/api/v1/Tescil/Create',
        payload: {
          TescilNo: `DESK-${i}`,
          IslemZamani: `2026-02-${String(2 + (i % 20)).padStart(2, '0')} 12:00`,
          UrunKodu: 'BUG1A',
          Miktar: '10',
          BirimFiyat: '21.25',
          Kanal: 'SALON',
          AliciUyeKodu: 'A1',
          SaticiUyeKodu: 'S1',
        },
      });
      void created.then((answer) => answers.push(answer));
      await sleep(140);
    }
    expect(await cli.done, cli.output()).toBe(0);
    expect(cli.output()).toContain(`inserted ${ROWS}`);
    await sleep(500);
    expect(answers.filter((a) => a.statusCode !== 200).map((a) => a.body)).toEqual([]);
    expect(answers.length).toBeGreaterThanOrEqual(10);
    expect(await rowCount(db.kysely, 'registration')).toBe(ROWS + answers.length);
    expect(await statMismatches(db.kysely)).toEqual([]);
  }, 180_000);
});
