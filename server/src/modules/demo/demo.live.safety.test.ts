import { type LiveEvent, parseTradeTime } from '@bulten/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { csvText } from '../../../test/csv.js';
import {
  type SharedTestDatabase,
  type SharedTestDatabaseFactory,
  sharedTestDatabaseFactories,
  type TestDatabaseFactory,
  testDatabaseFactories,
} from '../../../test/databases.js';
import { captureLogger } from '../../../test/logger.js';
import { rowCount } from '../../../test/tables.js';
import type { AppContext } from '../../app-context.js';
import { loadConfig } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { createLocalEventBus } from '../../events/event-bus.js';
import { CATALOGUE_COLUMNS } from '../imports/catalogue-row.js';
import { importCatalogueFromText } from '../imports/imports.service.js';
import { demoProductSpecs } from './demo.catalogue.js';
import { DEMO_GROUPS } from './demo.catalogue-data.js';
import { seedDemoMembers } from './demo.members.js';
import { ensureDemoData, seedDemo, startLiveDemo } from './demo.service.js';

const config = loadConfig({});
const WEDNESDAY_11 = parseTradeTime('2026-11-18 11:00')!;
// Ticks every 10 ms instead of every 3–8 s: a second of running is about a hundred chances to trade.
const QUICK = { delayMs: () => 10 };
const RUN_MS = 600;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** The demo's own catalogue as an exchange's CSV file: same codes, the exchange's own names. */
function catalogueWithDemoCodes(): string {
  const header = CATALOGUE_COLUMNS.required;
  const groupOf = new Map(DEMO_GROUPS.flatMap((g) => g.classes.map((c) => [c.code, g] as const)));
  const rows = demoProductSpecs().map(({ product, cls, groupCode }) => [
    groupCode,
    `GRUP ${groupOf.get(cls.code)?.code}`,
    cls.code,
    `SINIF ${cls.code}`,
    product.code,
    `ÜRÜN ${product.code}`,
    product.animal ? 'BAŞ' : 'KG',
  ]);
  return csvText([header, ...rows]);
}

/** A live-demo runner on its own handle: the events it published and a stop. */
interface Runner {
  events: LiveEvent[];
  stop(): Promise<void>;
}

function startRunner(db: Db): Runner {
  const ctx: AppContext = { db, config, events: createLocalEventBus(), now: () => WEDNESDAY_11 };
  const events: LiveEvent[] = [];
  ctx.events.subscribe((e) => events.push(e));
  const stop = startLiveDemo(ctx, captureLogger().log, QUICK);
  return { events, stop };
}

const registrationCount = (db: Db): Promise<number> => rowCount(db.kysely, 'registration');

describe.each(testDatabaseFactories())('a real exchange on $name', (factory: TestDatabaseFactory) => {
  let db: Db;

  beforeAll(async () => {
    db = await factory.open();
    const imported = await importCatalogueFromText(db.kysely, catalogueWithDemoCodes());
    expect(imported).toMatchObject({ ok: true, rows: demoProductSpecs().length });
    await seedDemoMembers(db.kysely, 1, '2026-01-01');
  });
  afterAll(async () => factory.close(db));

  it('with a catalogue of demo-like codes, imported: no demo seed and no fake live trades', async () => {
    const ctx: AppContext = { db, config, events: createLocalEventBus(), now: () => WEDNESDAY_11 };
    await ensureDemoData(ctx, captureLogger().log);
    const runner = startRunner(db);
    await sleep(RUN_MS);
    await runner.stop();
    expect(runner.events).toEqual([]);
    expect(await registrationCount(db)).toBe(0);
  });
});

describe.each(sharedTestDatabaseFactories())(
  'live demo runners sharing $name',
  (factory: SharedTestDatabaseFactory) => {
    let shared: SharedTestDatabase;
    let handles: Db[];

    beforeAll(async () => {
      shared = await factory.create();
      handles = [shared.open(), shared.open(), shared.open()];
      await seedDemo(handles[0]!, { seed: 1, years: 0.02, today: '2026-11-18', config, now: WEDNESDAY_11 });
    });
    afterAll(async () => {
      for (const db of handles) await db.kysely.destroy();
      shared.remove();
    });

    it('one of two generates; when it stops, the other takes over', async () => {
      const before = await registrationCount(handles[0]!);
      const [a, b] = [startRunner(handles[0]!), startRunner(handles[1]!)];
      await sleep(RUN_MS);
      const counts = [a.events.length, b.events.length];
      expect(counts.filter((n) => n > 0)).toHaveLength(1);
      const [leader, other] = a.events.length > 0 ? [a, b] : [b, a];
      await leader.stop();
      const leaderTrades = leader.events.length;
      await sleep(RUN_MS);
      await other.stop();
      expect(leader.events.length).toBe(leaderTrades);
      expect(other.events.length).toBeGreaterThan(0);
      expect(await registrationCount(handles[2]!)).toBe(before + leader.events.length + other.events.length);
    });
  },
);
