import { addDays, addYears, endpointUrl, historyEndpoints, istanbulDate } from '@bulten/core';
import { buildApp } from '/work/wt/read-speed/server/src/app.js';
import { loadConfig } from '/work/wt/read-speed/server/src/config/config.js';
import { openDatabase } from '/work/wt/read-speed/server/src/db/database.js';
import { migrateToLatest } from '/work/wt/read-speed/server/src/db/migrate.js';
import { createLocalEventBus } from '/work/wt/read-speed/server/src/events/event-bus.js';
import { dailyRollup } from '/work/wt/read-speed/server/src/modules/figures/figures.sql-rollup.js';
const db = openDatabase('/tmp/bulten-bench/api-demo-10y-seed1-2026-11-25.sqlite');
await migrateToLatest(db.kysely);
const events = createLocalEventBus();
const ctx = { db, config: loadConfig({ DEMO_DATA: '0', DEMO_LIVE: '0' }), events, now: () => new Date() };
const app = await buildApp(ctx as never);
const past = '2026-11-24';
const g = await db.kysely.selectFrom('catalogue_item').select('id').where('level','=','GROUP').orderBy('sort_order').orderBy('id').executeTakeFirstOrThrow();
const prods = await db.kysely.selectFrom('catalogue_item as c').innerJoin('catalogue_item as p','p.parent_id','c.id').select('p.id').where('c.parent_id','=',g.id).execute();
console.log('group', g.id, 'products', prods.length);
const url = endpointUrl(historyEndpoints.GetOnlineBultenFiyatArsiv, { itemId: g.id, from: addDays(addYears(past, -10), 1), to: past, channel: 'TUMU' });
for (let i = 0; i < 6; i++) {
  await events.publish({ type: 'figures', dates: [] });
  let t = performance.now();
  const r = await app.inject({ method: 'GET', url });
  const a = performance.now() - t;
  t = performance.now();
  const rows = await dailyRollup(db.kysely, { productIds: prods.map(p => p.id), from: addDays(addYears(past, -10), 1), to: past });
  console.log('inject', a.toFixed(1), 'rollup', (performance.now() - t).toFixed(1), rows.length, r.body.length);
}
await app.close();
