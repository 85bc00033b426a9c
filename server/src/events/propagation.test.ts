import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulten, capturedCli, tempFolder } from '../../test/cli.js';
import { createMembers } from '../../test/csv.js';
import { type SharedTestDatabaseFactory, sharedTestDatabaseFactories } from '../../test/databases.js';
import { createTinyCatalogue } from '../../test/factories.js';
import { openSharedApps, type SharedApps } from '../../test/shared-apps.js';
import { injectAs, type StaffUsers, signInStaff, tradeInput } from '../../test/staff.js';
import type { Db } from '../db/database.js';
import { registrationRow } from '../modules/registrations/new-registration.js';
import { insertRegistration } from '../modules/registrations/registrations.repository.js';

const NOW = new Date('2026-03-04T07:00:00.000Z');
const PAST_DAY = '/api/v1/CMS/OnlineKullaniciBulten/GetGunlukBulten/2026-03-02';
const WITHIN_MS = 2_000;

async function read(app: FastifyInstance) {
  const res = await app.inject({ method: 'GET', url: PAST_DAY });
  expect(res.statusCode).toBe(200);
  expect(res.headers['cache-control']).toBe('public, max-age=86400');
  return res;
}

/** Reads until the answer differs from `before`; answers how long that took (or fails after 2 s). */
async function changedWithin(app: FastifyInstance, before: string): Promise<number> {
  const started = Date.now();
  for (;;) {
    const res = await read(app);
    if (res.body !== before) {
      expect(res.headers['x-cache']).toBe('MISS');
      return Date.now() - started;
    }
    if (Date.now() - started > WITHIN_MS) throw new Error(`still the old answer after ${WITHIN_MS} ms`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * Reads until the answer sits in the app's cache (a read is a hit with the body before it): an event of an
 * earlier test still on its way (a server hears its own writes too) may empty the cache once more (≤ 2 s).
 */
async function cached(app: FastifyInstance): Promise<string> {
  const started = Date.now();
  let previous = (await read(app)).body;
  for (;;) {
    const res = await read(app);
    if (res.headers['x-cache'] === 'HIT' && res.body === previous) return res.body;
    if (Date.now() - started > WITHIN_MS) throw new Error(`not cached after ${WITHIN_MS} ms`);
    previous = res.body;
    await new Promise((r) => setTimeout(r, 50));
  }
}

// Two apps with their own handles and event buses stand for two server processes; a third handle runs
// CLI commands, as `bulten` in its own process would.
describe.each(sharedTestDatabaseFactories())(
  'changes reach every server on $name',
  (factory: SharedTestDatabaseFactory) => {
    let shared: SharedApps;
    let users: StaffUsers;
    let cliDb: Db;
    const folder = tempFolder('bulten-propagation-');

    beforeAll(async () => {
      shared = await openSharedApps(factory, 2, () => NOW);
      const db = shared.apps[0]!.ctx.db.kysely;
      await createTinyCatalogue(db);
      await createMembers(db, ['A1', 'S1']);
      users = await signInStaff(shared.apps[1]!);
      cliDb = shared.database.open();
    }, 30_000);
    afterAll(async () => {
      await cliDb.kysely.destroy();
      await shared.close();
      folder.remove();
    });

    it('a registration through one server changes the other server’s cached past day within 2 s', async () => {
      const reader = shared.apps[0]!.app;
      const before = await cached(reader);
      const created = await injectAs(shared.apps[1]!.app, users.operator, {
        method: 'POST',
        url: '/api/v1/Tescil/Create',
        payload: {
          TescilNo: 'PROP-1',
          IslemZamani: '2026-03-02 11:00',
          UrunKodu: 'BUG1A',
          Miktar: '1000',
          BirimFiyat: '20.5',
          Kanal: 'SALON',
          AliciUyeKodu: 'A1',
          SaticiUyeKodu: 'S1',
        },
      });
      expect(created.statusCode).toBe(200);
      expect(await changedWithin(reader, before)).toBeLessThan(WITHIN_MS);
    });

    it('a CLI import changes both servers’ cached past day within 2 s', async () => {
      const before = [await cached(shared.apps[0]!.app), await cached(shared.apps[1]!.app)];
      const file = join(folder.dir, 'more.csv');
      writeFileSync(
        file,
        'TescilNo;IslemZamani;UrunKodu;Miktar;BirimFiyat;Kanal;AliciUyeKodu;SaticiUyeKodu\r\n' +
          'PROP-2;02.03.2026 12:00;BUG1A;3000;31,25;SALON;A1;S1\r\n',
      );
      expect(await bulten(capturedCli(cliDb), 'import-registrations', file)).toEqual([0]);
      for (const [i, app] of shared.apps.entries())
        expect(await changedWithin(app.app, before[i]!)).toBeLessThan(WITHIN_MS);
    });

    it('a CLI rebuild-stats after a registration written without statistics changes the cached past day within 2 s', async () => {
      const product = await cliDb.kysely
        .selectFrom('catalogue_item')
        .select('id')
        .where('code', '=', 'BUG1A')
        .executeTakeFirstOrThrow();
      const input = tradeInput('PROP-3', '2026-03-02T13:00:00+03:00', product.id, 5000, '40.75');
      await insertRegistration(cliDb.kysely, registrationRow(input, NOW.toISOString()));
      await new Promise((r) => setTimeout(r, 700));
      const before = await cached(shared.apps[0]!.app);
      expect(await bulten(capturedCli(cliDb), 'rebuild-stats')).toEqual([0]);
      expect(await changedWithin(shared.apps[0]!.app, before)).toBeLessThan(WITHIN_MS);
    });
  },
);
