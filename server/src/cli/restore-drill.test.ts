import { existsSync, readdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { bulletinEndpoints, endpointUrl, marketEndpoints } from '@bulten/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bulten, capturedCli, tempFolder } from '../../test/cli.js';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../test/databases.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import type { Db } from '../db/database.js';
import { createLocalEventBus } from '../events/event-bus.js';
import { seedDemo } from '../modules/demo/demo.service.js';
import { latestTradingDay } from '../modules/figures/trading-days.repository.js';

const TODAY = '2026-03-04';
const NOW = new Date(`${TODAY}T09:00:00Z`);

/** The public answers an exchange's visitors read, as one app on `db` gives them. */
async function answers(db: Db, day: string): Promise<Record<string, string>> {
  const app = await buildApp({ db, config: loadConfig({}), events: createLocalEventBus(), now: () => NOW });
  const urls = [
    endpointUrl(bulletinEndpoints.GetGunlukBulten, { date: day }),
    endpointUrl(bulletinEndpoints.GetGunlukBultenDetay, { date: day }),
    endpointUrl(marketEndpoints.GetOnlineBultenAnaKart),
    endpointUrl(marketEndpoints.GetOnlineBultenSonIslemler),
  ];
  const bodies: Record<string, string> = {};
  for (const url of urls) {
    const res = await app.inject({ method: 'GET', url, headers: { lang: 'en' } });
    expect(res.statusCode, url).toBe(200);
    bodies[url] = res.body;
  }
  await app.close();
  return bodies;
}

// docs/DEPLOY.md's restore drill: the nightly `bulten backup --keep N <folder>`, a wiped database, `bulten
// restore <newest file>`, the same answers.
describe.each(testDatabaseFactories())('restore drill on $name', (factory: TestDatabaseFactory) => {
  let live: Db;
  let wiped: Db;
  const folder = tempFolder('bulten-drill-');

  beforeAll(async () => {
    live = await factory.open();
    await seedDemo(live, { seed: 7, years: 0.05, today: TODAY, config: loadConfig({}) });
    wiped = await factory.open();
  }, 120_000);
  afterAll(async () => {
    await factory.close(live);
    await factory.close(wiped);
    folder.remove();
  });

  it('keeps the newest N rotated backups and leaves other files alone', async () => {
    const other = join(folder.dir, 'notes.txt');
    writeFileSync(other, 'kept');
    for (const hour of ['01', '02', '03']) {
      const cli = capturedCli(live, new Date(`${TODAY}T${hour}:15:00Z`));
      expect(await bulten(cli, 'backup', '--keep', '2', folder.dir)).toEqual([0]);
    }
    expect(readdirSync(folder.dir).sort()).toEqual([
      'bulten-20260304T021500Z.jsonl',
      'bulten-20260304T031500Z.jsonl',
      'notes.txt',
    ]);
    expect(existsSync(other)).toBe(true);
    await expect(bulten(capturedCli(live), 'backup', '--keep', '0', folder.dir)).rejects.toThrow(
      /--keep <count>' argument '0' is invalid\. a whole number of at least 1/,
    );
  }, 60_000);

  it('restores the newest backup into a wiped database with the same answers', async () => {
    const day = (await latestTradingDay(live.kysely, undefined, TODAY)) ?? TODAY;
    const before = await answers(live, day);
    expect(JSON.parse(before[endpointUrl(bulletinEndpoints.GetGunlukBulten, { date: day })]!)).not.toEqual(
      [],
    );
    expect(await wiped.kysely.selectFrom('registration').select('id').execute()).toEqual([]);
    const newest = readdirSync(folder.dir)
      .filter((name) => name.endsWith('.jsonl'))
      .sort()
      .at(-1)!;
    expect(await bulten(capturedCli(wiped), 'restore', join(folder.dir, newest))).toEqual([0]);
    expect(await answers(wiped, day)).toEqual(before);
  }, 60_000);
});
