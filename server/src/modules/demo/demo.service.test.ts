import { createHash } from 'node:crypto';
import { addDays, type Channel, isWeekend, parseTradeTime } from '@bulten/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../../test/databases.js';
import { dailyStatsInOrder } from '../../../test/factories.js';
import { captureLogger } from '../../../test/logger.js';
import type { AppContext } from '../../app-context.js';
import { loadConfig } from '../../config/config.js';
import type { Db } from '../../db/database.js';
import { rowsWhere, rowWhere } from '../../db/rows.js';
import { createLocalEventBus } from '../../events/event-bus.js';
import { applyRegistration } from '../registrations/registrations.service.js';
import { rebuildAllStats } from '../stats/stats.repository.js';
import { verifyPassword } from '../users/password.js';
import { isHoliday, tradingDaysBetween } from './demo.calendar.js';
import { seedDemoCatalogue } from './demo.catalogue.js';
import { DEMO_GROUPS } from './demo.catalogue-data.js';
import { trendLevel } from './demo.prices.js';
import { demoState, setDemoState } from './demo.repository.js';
import { type DemoSummary, ensureDemoData, seedDemo } from './demo.service.js';
import { DEMO_CATALOGUE_TABLES, DEMO_TRADE_TABLES } from './demo.tables.js';
import { isinCheckDigit } from './demo.turib.js';

const config = loadConfig({});
const TODAY = '2026-11-18'; // a Wednesday
const NOW = parseTradeTime('2026-11-18 11:00')!;
const [sqlite] = testDatabaseFactories();
// Seeding and rebuilding real-size data: generous limits for a busy machine.
const SLOW = 180_000;
const WEEKS = 0.1; // 37 days

const FINGERPRINTED = [...DEMO_CATALOGUE_TABLES, ...DEMO_TRADE_TABLES];

/** SHA-256 of every row of the seeded market tables (rows sorted by their JSON). */
async function fingerprint(db: Db): Promise<string> {
  const hash = createHash('sha256');
  for (const table of FINGERPRINTED) {
    const rows = (await db.kysely.selectFrom(table).selectAll().execute())
      .map((r) => JSON.stringify(r))
      .sort();
    hash.update(`${table}:${rows.join('\n')}`);
  }
  return hash.digest('hex');
}

async function productIdsUnder(db: Db, level: 'GROUP' | 'CLASS', codes: string[]): Promise<number[]> {
  const rows = await db.kysely
    .selectFrom('catalogue_item')
    .select(['id', 'level', 'code', 'parent_id'])
    .execute();
  const roots = new Set(rows.filter((r) => r.level === level && codes.includes(r.code)).map((r) => r.id));
  const classes = new Set(
    rows
      .filter((r) => r.level === 'CLASS' && (roots.has(r.id) || roots.has(r.parent_id ?? -1)))
      .map((r) => r.id),
  );
  return rows.filter((r) => r.level === 'PRODUCT' && classes.has(r.parent_id ?? -1)).map((r) => r.id);
}

async function totals(db: Db, productIds: number[], from: string, to: string) {
  const rows = await db.kysely
    .selectFrom('daily_stat')
    .select(['quantity_milli', 'amount_e4'])
    .where('product_id', 'in', productIds)
    .where('trade_date', '>=', from)
    .where('trade_date', '<=', to)
    .execute();
  const quantityMilli = rows.reduce((s, r) => s + r.quantity_milli, 0);
  const amountE4 = rows.reduce((s, r) => s + r.amount_e4, 0);
  return { quantityMilli, averageTl: amountE4 / quantityMilli / 10 };
}

function pearson(xs: number[], ys: number[]): number {
  const mean = (v: number[]) => v.reduce((a, b) => a + b, 0) / v.length;
  const mx = mean(xs);
  const my = mean(ys);
  let sxy = 0;
  let sxx = 0;
  let syy = 0;
  xs.forEach((x, i) => {
    sxy += (x - mx) * (ys[i]! - my);
    sxx += (x - mx) ** 2;
    syy += (ys[i]! - my) ** 2;
  });
  return sxy / Math.sqrt(sxx * syy);
}

// A few weeks are enough for every rule below; the long-run trend and the harvest volumes are the model's
// (demo.model.test.ts), and the CLI's and the first start's three years are seeded by the browser tests' start.
describe('demo exchange, a few weeks on sqlite', () => {
  let db: Db;
  let summary: DemoSummary;

  beforeAll(async () => {
    db = await sqlite!.open();
    summary = await seedDemo(db, { seed: 1, years: WEEKS, today: TODAY, config, now: NOW });
  }, SLOW);
  afterAll(async () => sqlite!.close(db));

  it('builds at least 8 groups and 40 products with the real class names', async () => {
    const items = await db.kysely.selectFrom('catalogue_item').selectAll().execute();
    expect(items.filter((i) => i.level === 'GROUP').length).toBeGreaterThanOrEqual(8);
    expect(items.filter((i) => i.level === 'PRODUCT').length).toBeGreaterThanOrEqual(40);
    const red = items.find((i) => i.name_tr === 'KIRMIZI SERT EKMEKLİK BUĞDAYLAR')!;
    const redClasses = items.filter((i) => i.parent_id === red.id).map((i) => i.name_tr);
    expect(redClasses).toEqual([1, 2, 3].map((n) => `${n}.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR`));
    const cattle = items.find((i) => i.name_tr === 'DANA')!;
    expect(cattle).toMatchObject({ unit: 'BAS', is_live_animal: 1, code: '090101' });
    expect(items.filter((i) => i.level === 'PRODUCT').every((i) => i.name_en.length > 0)).toBe(true);
  });

  it('seeds weekday sessions only, from the window’s first day up to today before the current time', async () => {
    const days = (await db.kysely.selectFrom('registration').select('trade_date').distinct().execute()).map(
      (r) => r.trade_date,
    );
    expect(days.filter((d) => isWeekend(d) || isHoliday(d))).toEqual([]);
    expect(days.length).toBe(tradingDaysBetween(summary.from, TODAY).length);
    expect(summary.from).toBe('2026-10-13');
    expect(days.sort()[0]).toBe('2026-10-13');
    expect(days).not.toContain('2026-10-29'); // Republic Day
    expect(days.at(-1)).toBe(TODAY);
    const latest = await db.kysely
      .selectFrom('registration')
      .select((eb) => eb.fn.max('traded_at').as('at'))
      .executeTakeFirstOrThrow();
    expect(latest.at! <= NOW.toISOString()).toBe(true);
  });

  it('prices wheat 1.GRUP at 15–23 TL/kg in the last month, within 10 % of the model’s trend', async () => {
    const ids = await productIdsUnder(db, 'CLASS', ['0101']);
    const recent = await totals(db, ids, addDays(TODAY, -30), TODAY);
    expect(recent.averageTl).toBeGreaterThan(15);
    expect(recent.averageTl).toBeLessThan(23);
    const trend = trendLevel(DEMO_GROUPS[0]!.classes[0]!, addDays(TODAY, -15));
    expect(Math.abs(recent.averageTl / trend - 1)).toBeLessThan(0.1);
  });

  it('prices hall lots by their protein (wheat lots, Pearson r > 0.3 against the day’s average)', async () => {
    const wheat = await productIdsUnder(db, 'GROUP', ['01']);
    const lots = await db.kysely
      .selectFrom('registration')
      .innerJoin('daily_stat', (j) =>
        j
          .onRef('daily_stat.trade_date', '=', 'registration.trade_date')
          .onRef('daily_stat.product_id', '=', 'registration.product_id')
          .onRef('daily_stat.channel', '=', 'registration.channel'),
      )
      .select([
        'registration.protein_e2',
        'registration.unit_price_e4',
        'daily_stat.amount_e4',
        'daily_stat.quantity_milli',
      ])
      .where('registration.product_id', 'in', wheat)
      .where('registration.channel', '=', 'SALON')
      .where('registration.status', '=', 'AKTIF')
      .execute();
    expect(lots.length).toBeGreaterThan(100);
    // Relative to the day's weighted average, so the year's price trend does not hide the analyses.
    const relative = lots.map((l) => (l.unit_price_e4 * l.quantity_milli) / (l.amount_e4 * 1000));
    expect(
      pearson(
        lots.map((l) => l.protein_e2!),
        relative,
      ),
    ).toBeGreaterThan(0.3);
  });

  // Enough of a channel's registrations to judge its lots by, without reading weeks of them.
  const firstOfChannel = (channel: Channel) =>
    db.kysely.selectFrom('registration').selectAll().where('channel', '=', channel).limit(2000).execute();

  it('gives hall lots analyses, SERBEST none, and live-animal lots heads, live weight and a price per head', async () => {
    const salon = await firstOfChannel('SALON');
    expect(salon.every((r) => r.moisture_e2 !== null && r.foreign_matter_e2 !== null)).toBe(true);
    expect(
      salon.every(
        (r) =>
          r.quantity_milli >= 10_000_000 && r.quantity_milli <= 40_000_000 && r.quantity_milli % 1000 === 0,
      ),
    ).toBe(true);
    const serbest = await firstOfChannel('SERBEST');
    expect(serbest.every((r) => r.protein_e2 === null && r.moisture_e2 === null)).toBe(true);
    expect(serbest.every((r) => r.quantity_milli >= 20_000_000 && r.quantity_milli <= 500_000_000)).toBe(
      true,
    );
    const calves = await db.kysely
      .selectFrom('registration')
      .innerJoin('catalogue_item', 'catalogue_item.id', 'registration.product_id')
      .select(['head_count', 'live_weight_milli', 'quantity_milli', 'unit_price_e4', 'amount_e4'])
      .where('catalogue_item.name_tr', '=', 'DANA')
      .where('trade_date', '>=', '2026-09-01')
      .execute();
    expect(calves.length).toBeGreaterThan(10);
    for (const c of calves) {
      expect(c.quantity_milli).toBe(c.head_count! * 1000);
      const kgPerHead = c.live_weight_milli! / 1000 / c.head_count!;
      expect(kgPerHead).toBeGreaterThanOrEqual(349);
      expect(kgPerHead).toBeLessThanOrEqual(551);
      expect(c.unit_price_e4 / 10_000).toBeGreaterThan(60_000);
      expect(c.unit_price_e4 / 10_000).toBeLessThan(135_000);
      const perKgLive = c.amount_e4 / 10_000 / (c.live_weight_milli! / 1000);
      expect(perKgLive).toBeGreaterThan(180);
      expect(perKgLive).toBeLessThan(260);
    }
  });

  it('cancels about 1–2 % with a reason and keeps corrected versions', async () => {
    const all = summary.counts.registration!;
    const cancelled = await rowsWhere(db.kysely, 'registration', { status: 'IPTAL' }, []);
    expect(cancelled.length / all).toBeGreaterThan(0.01);
    expect(cancelled.length / all).toBeLessThan(0.02);
    expect(cancelled.every((r) => r.cancel_reason && r.version === 2)).toBe(true);
    const corrected = await db.kysely
      .selectFrom('registration')
      .select('id')
      .where('status', '=', 'AKTIF')
      .where('version', '=', 2)
      .execute();
    expect(corrected.length).toBeGreaterThan(5);
    expect(summary.counts.registration_version).toBe(cancelled.length + corrected.length);
  });

  it('has ~200 members on committees, a buyer and a seller on every registration', async () => {
    expect(summary.counts.member).toBe(200);
    const committees = await db.kysely.selectFrom('committee').selectAll().orderBy('code').execute();
    expect(committees[0]).toMatchObject({
      name_tr: '1. Meslek Komitesi - Hububat Tüccarları',
      name_en: 'Committee 1 - Grain Traders',
    });
    const chairs = await db.kysely
      .selectFrom('member_committee')
      .select('committee_id')
      .where('role_tr', '=', 'Başkan')
      .execute();
    expect(chairs).toHaveLength(committees.length);
    const orphan = await db.kysely
      .selectFrom('registration')
      .select('id')
      .where((eb) => eb.or([eb('buyer_member_id', 'is', null), eb('seller_member_id', 'is', null)]))
      .execute();
    expect(orphan).toEqual([]);
  });

  it('creates the users with working random passwords, the member user bound to a demo member', async () => {
    const users = await db.kysely
      .selectFrom('app_user')
      .leftJoin('member', 'member.id', 'app_user.member_id')
      .select(['username', 'role', 'password_hash', 'sms_verification', 'app_user.phone', 'member.code'])
      .execute();
    expect(users.map((u) => u.role).sort()).toEqual(['admin', 'member', 'operator', 'service', 'superadmin']);
    const service = users.find((u) => u.role === 'service')!;
    expect(service.username).toBe(config.serviceUsername);
    expect(await verifyPassword(config.servicePassword, service.password_hash)).toBe(true);
    const member = users.find((u) => u.role === 'member')!;
    expect(member).toMatchObject({ code: '1001', sms_verification: 1 });
    expect(member.phone).toMatch(/^05\d{9}$/);
    const operator = summary.credentials.find((c) => c.role === 'operator')!;
    expect(operator.password).toMatch(/^[\w-]{16}$/);
    expect(
      await verifyPassword(operator.password, users.find((u) => u.role === 'operator')!.password_hash),
    ).toBe(true);
    expect(new Set(summary.credentials.map((c) => c.password)).size).toBe(5);
  });

  it(
    'keeps identical daily statistics after rebuild-stats (the engine invariant on real-size data)',
    async () => {
      const before = await dailyStatsInOrder(db.kysely);
      expect(before.length).toBeGreaterThan(1_000);
      await rebuildAllStats(db.kysely);
      expect(await dailyStatsInOrder(db.kysely)).toEqual(before);
    },
    SLOW,
  );

  it('records TÜRİB sessions (the last 90 days at most) with valid ISINs and consistent figures, and index lines', async () => {
    const rows = await db.kysely.selectFrom('turib_row').selectAll().execute();
    const days = [...new Set(rows.map((r) => r.session_date))].sort();
    expect(days[0]).toBe(summary.from);
    expect(days.at(-1)).toBe(addDays(TODAY, -1));
    expect(days.length).toBe(tradingDaysBetween(summary.from, addDays(TODAY, -1)).length);
    for (const r of rows) {
      expect(r.isin).toMatch(/^TRX[A-Z0-9]{9}$/);
      expect(Number(r.isin.at(-1))).toBe(isinCheckDigit(r.isin.slice(0, 11)));
      expect(r.low_e4 <= r.average_e4 && r.average_e4 <= r.high_e4).toBe(true);
      expect(r.warehouse).toMatch(/LİSANSLI DEPOCULUK/);
    }
    const wheat = await rowsWhere(db.kysely, 'turib_index', { name_tr: 'TÜRİB BUĞDAY ENDEKSİ' }, [
      'session_date',
    ]);
    expect(wheat.length).toBe(days.length);
    expect(wheat[1]!.previous_e4).toBe(wheat[0]!.value_e4);
  });

  it('writes the ticker, a KVKK notice, CMS values, module options and a gallery', async () => {
    const k = db.kysely;
    expect(await k.selectFrom('ticker').selectAll().execute()).toMatchObject([
      { id: 1, text_tr: '', text_en: '', color: '#1b5e20' },
    ]);
    const [kvkk] = await k.selectFrom('kvkk_text').selectAll().execute();
    expect(kvkk!.body_tr).toContain('6698 sayılı Kişisel Verilerin Korunması Kanunu');
    expect(kvkk!.body_en).toContain('Law No. 6698');
    const intro = await rowsWhere(k, 'cms_value', { module: 'intro', key: 'content' }, []);
    expect(intro.map((v) => v.lang).sort()).toEqual(['en', 'tr']);
    const options = await rowsWhere(k, 'cms_module_option', { module: 'intro' }, []);
    expect(Object.fromEntries(options.map((o) => [o.key, JSON.parse(o.value)]))).toEqual({
      enabled: true,
      version: 1,
    });
    const gallery = await k.selectFrom('cms_gallery').selectAll().where('module', '=', 'galeri').execute();
    expect(gallery.length).toBeGreaterThanOrEqual(3);
    expect(gallery[0]!.image_url).toMatch(/^data:image\/svg\+xml/);
  });

  it('rejects a bad date, a bad number of years and a fractional seed', async () => {
    await expect(seedDemo(db, { seed: 1, years: 1, today: '2026-02-30', config })).rejects.toMatchObject({
      code: 'BAD_DATE',
    });
    await expect(seedDemo(db, { seed: 1, years: 0, today: TODAY, config })).rejects.toMatchObject({
      code: 'VALIDATION',
    });
    await expect(seedDemo(db, { seed: 1.5, years: 1, today: TODAY, config })).rejects.toMatchObject({
      code: 'VALIDATION',
    });
  });

  it('refuses to seed into a database that already has market data', async () => {
    await expect(seedDemo(db, { seed: 1, years: 1, today: TODAY, config })).rejects.toMatchObject({
      status: 409,
      code: 'CONFLICT',
    });
  });
});

describe.each(testDatabaseFactories())(
  'demo exchange, a few weeks on $name',
  (factory: TestDatabaseFactory) => {
    const small = { years: 0.04, today: TODAY, config, now: NOW };
    const opened: Db[] = [];
    const open = async () => {
      const db = await factory.open();
      opened.push(db);
      return db;
    };
    afterAll(async () => {
      for (const db of opened) await factory.close(db);
    });

    it(
      'gives identical data for the same seed and different data for another seed',
      async () => {
        const [a, b, c] = [await open(), await open(), await open()];
        await seedDemo(a, { seed: 1, ...small });
        await seedDemo(b, { seed: 1, ...small });
        await seedDemo(c, { seed: 2, ...small });
        expect(await fingerprint(b)).toBe(await fingerprint(a));
        expect(await fingerprint(c)).not.toBe(await fingerprint(a));
        const before = await dailyStatsInOrder(a.kysely);
        await rebuildAllStats(a.kysely);
        expect(await dailyStatsInOrder(a.kysely)).toEqual(before);
      },
      SLOW,
    );

    it(
      'ensureDemoData seeds once, logs the credentials once, and always makes sure of the service account',
      async () => {
        const demoConfig = loadConfig({ DEMO_YEARS: '0.05' });
        const ctx: AppContext = {
          db: await open(),
          config: demoConfig,
          events: createLocalEventBus(),
          now: () => NOW,
        };
        const { log, lines } = captureLogger();
        await ensureDemoData(ctx, log);
        await ensureDemoData(ctx, log);
        const credentialLines = lines.filter((l) => l.message.startsWith('demo user:'));
        expect(credentialLines.map((l) => l.level)).toEqual(['info', 'info', 'info', 'info', 'info']);
        expect(credentialLines[1]!.message).toMatch(
          /^demo user: role=member username=uye1001 password=\S{16} memberCode=1001$/,
        );
        expect(await ctx.db.kysely.selectFrom('app_user').select('id').execute()).toHaveLength(5);

        const renamed: AppContext = {
          ...ctx,
          config: loadConfig({ DEMO_YEARS: '0.05', SERVICE_PASSWORD: 'changed-secret' }),
        };
        await ensureDemoData(renamed, log);
        const service = (await rowWhere(ctx.db.kysely, 'app_user', { role: 'service' }))!;
        expect(await verifyPassword('changed-secret', service.password_hash)).toBe(true);

        const plain: AppContext = { ...ctx, db: await open(), config: loadConfig({ DEMO_DATA: '0' }) };
        await ensureDemoData(plain, log);
        expect(await plain.db.kysely.selectFrom('catalogue_item').select('id').execute()).toEqual([]);
        const users = await plain.db.kysely.selectFrom('app_user').select(['username', 'role']).execute();
        expect(users).toEqual([{ username: config.serviceUsername, role: 'service' }]);
      },
      SLOW,
    );

    it(
      'seeds again after an interrupted demo seed, but never over registrations from elsewhere',
      async () => {
        const ctx: AppContext = {
          db: await open(),
          config: loadConfig({ DEMO_YEARS: '0.03' }),
          events: createLocalEventBus(),
          now: () => NOW,
        };
        await setDemoState(ctx.db.kysely, 'seeding');
        await seedDemoCatalogue(ctx.db.kysely);
        const { log, lines } = captureLogger();
        await ensureDemoData(ctx, log);
        expect(lines.filter((l) => l.level === 'warn').map((l) => l.message)).toEqual([
          'an earlier demo seed was interrupted: emptying the demo tables and seeding again',
        ]);
        expect(await demoState(ctx.db.kysely)).toBe('complete');
        expect(await ctx.db.kysely.selectFrom('app_user').select('id').execute()).toHaveLength(5);

        const foreign: AppContext = { ...ctx, db: await open() };
        await setDemoState(foreign.db.kysely, 'seeding');
        const [product] = await seedDemoCatalogue(foreign.db.kysely);
        const trade = {
          tradedAt: NOW,
          productId: product!.id,
          quantityMilli: 1_000_000,
          unitPriceE4: 200_000,
        };
        await applyRegistration(foreign.db.kysely, {
          registrationNo: '2026/000001',
          channel: 'SERBEST',
          ...trade,
        });
        await ensureDemoData(foreign, log);
        const numbers = await foreign.db.kysely
          .selectFrom('registration')
          .select('registration_no')
          .execute();
        expect(numbers).toEqual([{ registration_no: '2026/000001' }]);
      },
      SLOW,
    );
  },
);
