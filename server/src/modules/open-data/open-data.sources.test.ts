import { type AnyEndpoint, ENDPOINTS, isOpenDataSource, openDataName, openDataUrl } from '@bulten/core';
import { type Kysely, sql } from 'kysely';
import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import { type BulletinCatalogue, createBulletinMarket, DAYS, NOW } from '../../../test/bulletin-fixture.js';
import { tablesOfThisDatabase } from '../../../test/tables.js';
import type { Database } from '../../db/schema.js';
import { loadCatalogue } from '../catalogue/catalogue.service.js';
import { syncRollupMembers } from '../figures/figures.node-rollup.js';
import { createUser } from '../users/users.service.js';

const SOURCES = ENDPOINTS.filter(isOpenDataSource);

/** Every table's rows as text, table by table: what a read must leave exactly as it found it. */
async function everyRow(db: Kysely<Database>): Promise<Record<string, string>> {
  const tables = (await tablesOfThisDatabase(db)).map((t) => t.name);
  const rows: Record<string, string> = {};
  for (const name of tables) {
    const found = await sql<Record<string, unknown>>`select * from ${sql.id(name)}`.execute(db);
    rows[name] = found.rows
      .map((row) => JSON.stringify(row))
      .sort()
      .join('\n');
  }
  return rows;
}

// The live-animal reads (`…CH`, `GetCanliHayvanGrup`) take the animal group and class.
const isLiveAnimalRead = (e: AnyEndpoint) => /CH$|CanliHayvan/.test(e.name);

/** A path parameter's value for a read on the market of `createBulletinMarket`. */
function paramValue(e: AnyEndpoint, name: string, c: BulletinCatalogue): string {
  const animals = isLiveAnimalRead(e);
  const values: Record<string, string> = {
    date: DAYS.D,
    from: DAYS.P,
    to: DAYS.D,
    groupId: String(animals ? c.animalGroup : c.wheatGroup),
    classId: String(c.redClass),
    itemId: String(animals ? c.cattleClass : c.redClass),
    productId: String(c.redHard),
    channel: 'TUMU',
  };
  const value = values[name];
  if (value === undefined) throw new Error(`no sample value for the path parameter ${name}`);
  return value;
}

const sampleParams = (e: AnyEndpoint, c: BulletinCatalogue) =>
  Object.fromEntries(Object.keys(e.params.shape).map((name) => [name, paramValue(e, name, c)]));

describeWithApp(
  'open data serves the listed reads and nothing else',
  {
    now: NOW,
    // As a server starts: the groups' and classes' roll-ups brought in line with the catalogue first (a
    // read would otherwise bring them in line in the background: maintenance, not a side effect of it).
    seed: async (db) => {
      const market = await createBulletinMarket(db);
      await db.kysely
        .insertInto('basis_mapping')
        .values({
          class_id: market.redClass,
          turib_instrument: 'BUĞDAY EKMEKLİK KIRMIZI',
          updated_at: NOW.toISOString(),
        })
        .execute();
      await syncRollupMembers(db.kysely, await loadCatalogue(db.kysely));
      return market;
    },
  },
  (t) => {
    const get = (url: string, remoteAddress = '192.0.2.10') =>
      t.app.inject({ method: 'GET', url, remoteAddress });

    it('refuses a read that is not listed, such as the password-reset SMS, and sends nothing', async () => {
      await createUser(t.kysely, {
        username: 'reset-me',
        password: 'Some-Password-1',
        role: 'operator',
        phone: '+905320000001',
      });
      const before = await everyRow(t.kysely);
      for (const url of [
        '/api/v1/AcikVeri/ResetSmsMobilGet.json?userName=reset-me&x=1',
        '/api/v1/AcikVeri/ResetSmsMobilGet.csv?userName=reset-me',
        '/api/v1/AcikVeri/GetLastKvkk.json',
        '/api/v1/AcikVeri/GetValues.json?module=x&key=y',
        '/api/v1/AcikVeri/Alarmlar.json',
      ]) {
        const res = await get(url);
        expect(res.statusCode, url).toBe(404);
        expect(res.json().error.code).toBe('NOT_FOUND');
      }
      expect(await everyRow(t.kysely)).toEqual(before);
    });

    it(`answers each of the ${SOURCES.length} listed reads and leaves every table as it was`, async () => {
      const before = await everyRow(t.kysely);
      // Every table of this database is compared, the bulletin's rows among them.
      expect(Object.keys(before)).toEqual(
        expect.arrayContaining(['registration', 'daily_stat', 'sms_outbox', 'limit_counter']),
      );
      expect(before.registration).not.toBe('');
      const answered: string[] = [];
      for (const source of SOURCES) {
        for (const format of ['json', 'csv'] as const) {
          const res = await get(openDataUrl(source, format, sampleParams(source, t.data)));
          expect(res.statusCode, `${openDataName(source)}.${format}: ${res.body.slice(0, 200)}`).toBe(200);
        }
        answered.push(openDataName(source));
        expect(await everyRow(t.kysely), openDataName(source)).toEqual(before);
      }
      expect(answered).toHaveLength(SOURCES.length);
    }, 180_000); // 102 downloads and 51 reads of every table: 30 s are not enough on a loaded CI machine

    it("passes the caller's address to the read, so its limits and logs see the client", async () => {
      const lines: string[] = [];
      const app = await t.openApp({
        now: NOW,
        build: { logger: { level: 'info', stream: { write: (line) => void lines.push(line) } } },
      });
      const url = `/api/v1/AcikVeri/GetGunlukBultenDetay.json?date=${DAYS.D}`;
      expect((await app.inject({ method: 'GET', url, remoteAddress: '198.51.100.7' })).statusCode).toBe(200);
      const requests = lines
        .map((line) => JSON.parse(line) as { msg: string; req?: { url: string; remoteAddress: string } })
        .filter((l) => l.msg === 'incoming request');
      // The download and the read it answers through: both from the client's address.
      expect(requests.map((l) => [l.req?.url.split('?')[0], l.req?.remoteAddress])).toEqual([
        ['/api/v1/AcikVeri/GetGunlukBultenDetay.json', '198.51.100.7'],
        [`/api/v1/CMS/OnlineKullaniciBulten/GetGunlukBultenDetay/${DAYS.D}`, '198.51.100.7'],
      ]);
    });
  },
);
