/**
 * The API benches' app: the demo exchange of `years` years (seeded once a day into the temp folder, see
 * `_server.ts`) served by `buildApp` in this process, and the 10-year archive URL they read.
 */
import { addDays, addYears, endpointUrl, historyEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import type { AppContext } from '../src/app-context.js';
import { loadConfig } from '../src/config/config.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { createLocalEventBus } from '../src/events/event-bus.js';
import { latestTradingDay } from '../src/modules/figures/trading-days.repository.js';
import { demoFile } from './_server.js';

/** The app on the demo database, the latest past trading day and the first group's 10-year archive. */
export interface DemoApp {
  ctx: AppContext;
  app: FastifyInstance;
  /** The latest trading day before today. */
  past: string;
  /** A product of the first group (a trade of it touches the group's archive). */
  productId: number;
  /** GetOnlineBultenFiyatArsiv of the first group over the 10 years up to `past`. */
  archive: string;
  close(): Promise<void>;
}

/** Opens the demo database of `years` years as of `today` (seeding it if need be) and builds the app on it. */
export async function demoApp(years: number, today: string): Promise<DemoApp> {
  const db = openDatabase(await demoFile(years, today));
  await migrateToLatest(db.kysely);
  const events = createLocalEventBus();
  const config = loadConfig({ DEMO_DATA: '0', DEMO_LIVE: '0' });
  const ctx: AppContext = { db, config, events, now: () => new Date() };
  const app = await buildApp(ctx);
  const past = await latestTradingDay(db.kysely, undefined, addDays(today, -1));
  if (!past) throw new Error('the demo database has no trading day');
  const group = await db.kysely
    .selectFrom('catalogue_item as g')
    .innerJoin('catalogue_item as c', 'c.parent_id', 'g.id')
    .innerJoin('catalogue_item as p', 'p.parent_id', 'c.id')
    .select(['g.id as id', 'p.id as productId'])
    .where('g.level', '=', 'GROUP')
    .orderBy('g.sort_order')
    .orderBy('g.id')
    .executeTakeFirstOrThrow();
  const archive = endpointUrl(historyEndpoints.GetOnlineBultenFiyatArsiv, {
    itemId: group.id,
    from: addDays(addYears(past, -10), 1),
    to: past,
    channel: 'TUMU',
  });
  const close = async () => {
    await app.close();
    await events.close();
    await db.kysely.destroy();
  };
  return { ctx, app, past, productId: group.productId, archive, close };
}
