import type { LiveEvent } from '@bulten/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createMembers } from '../../test/csv.js';
import { sharedTestDatabaseFactories } from '../../test/databases.js';
import { createTinyCatalogue, registrationBody } from '../../test/factories.js';
import { openSharedApps } from '../../test/shared-apps.js';
import { injectAs, signInStaff } from '../../test/staff.js';
import type { Db } from '../db/database.js';
import { nodePostgres } from '../db/node-postgres.js';
import { importCatalogueFromText } from '../modules/imports/imports.service.js';
import { lockStatDays } from '../modules/stats/stats.repository.js';
import { createEventBus } from './create-event-bus.js';
import type { EventBus } from './event-bus.js';
import { PG_EVENT_CHANNEL } from './pg-event-bus.js';

const postgres = sharedTestDatabaseFactories().find((f) => f.name === 'postgres');

async function until(check: () => boolean, ms = 5_000): Promise<void> {
  const end = Date.now() + ms;
  while (!check()) {
    if (Date.now() > end) throw new Error('timed out waiting for events');
    await new Promise((r) => setTimeout(r, 20));
  }
}

// Other schemas' tests announce on the same channel: only this test's days count.
const DAYS = ['1999-01-04', '1999-01-05'];
const ours = (events: LiveEvent[]) =>
  events.filter((e) => e.type === 'figures' && e.dates.some((d) => DAYS.includes(d)));

describe.skipIf(!postgres)('figures announced from inside their transaction (PostgreSQL)', () => {
  const handles: Db[] = [];
  const buses: EventBus[] = [];
  const seen: LiveEvent[][] = [[], []];

  beforeAll(async () => {
    const shared = await postgres!.create();
    for (const i of [0, 1]) {
      const db = shared.open();
      const bus = await createEventBus(db);
      bus.subscribe((event) => seen[i]!.push(event));
      handles.push(db);
      buses.push(bus);
    }
  });

  afterAll(async () => {
    for (const bus of buses) await bus.close();
    for (const db of handles) await db.kysely.destroy();
  });

  it('reach the other process when the transaction commits, never when it rolls back, and not the writer’s own bus', async () => {
    const [writer] = handles;
    await writer!.kysely
      .transaction()
      .execute(async (trx) => {
        await lockStatDays(trx, [DAYS[0]!]);
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await writer!.kysely.transaction().execute((trx) => lockStatDays(trx, [...DAYS].reverse()));
    await until(() => ours(seen[1]!).length > 0);
    await new Promise((r) => setTimeout(r, 200));
    expect(ours(seen[1]!)).toEqual([{ type: 'figures', dates: DAYS }]);
    expect(ours(seen[0]!)).toEqual([]);
  });

  it('a catalogue change is announced as "any day" by the transaction that writes it', async () => {
    const [writer] = handles;
    const listener = new (nodePostgres().Client)({ connectionString: process.env.PG_TEST_URL });
    const heard: unknown[] = [];
    await listener.connect();
    listener.on('notification', (message) => {
      const envelope = JSON.parse(message.payload ?? '{}') as { o?: string; e?: unknown };
      if (envelope.o === writer!.pgPool!.options.application_name) heard.push(envelope.e);
    });
    await listener.query(`listen ${PG_EVENT_CHANNEL}`);
    const csv =
      'GrupKodu;GrupAdi;GrupAdiEn;SinifKodu;SinifAdi;SinifAdiEn;UrunKodu;UrunAdi;UrunAdiEn;Birim\r\n' +
      'BUG;BUĞDAY;WHEAT;BUG1;KIRMIZI;RED;BUG1A;ANADOLU KIRMIZI SERT;RED HARD;KG\r\n';
    expect((await importCatalogueFromText(writer!.kysely, csv)).ok).toBe(true);
    await until(() => heard.length > 0);
    await listener.end();
    expect(heard).toEqual([{ type: 'figures', dates: [] }]);
  });

  it('a registration through one server reaches the other as one trade and one figures event', async () => {
    const shared = await openSharedApps(postgres!, 2, () => new Date('1999-03-03T09:00:00Z'));
    try {
      const [reader, writer] = shared.apps;
      await createTinyCatalogue(writer!.ctx.db.kysely);
      await createMembers(writer!.ctx.db.kysely, ['A1', 'S1']);
      const users = await signInStaff(writer!);
      const day = '1999-03-02';
      const created = await injectAs(writer!.app, users.operator, {
        method: 'POST',
        url: '/api/v1/Tescil/Create',
        payload: registrationBody({ TescilNo: 'ONCE-1', IslemZamani: `${day} 11:00` }),
      });
      expect(created.statusCode).toBe(200);
      const about = () =>
        reader!.events.filter((e) => (e.type === 'figures' ? e.dates.includes(day) : e.type === 'trade'));
      await until(() => about().length >= 2);
      await new Promise((r) => setTimeout(r, 300));
      expect(about().map((e) => e.type)).toEqual(['figures', 'trade']);
    } finally {
      await shared.close();
    }
  });
});
