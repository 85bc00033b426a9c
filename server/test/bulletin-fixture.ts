import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { AppContext } from '../src/app-context.js';
import type { Db } from '../src/db/database.js';
import { upsertCatalogueItem } from '../src/modules/catalogue/catalogue.repository.js';
import {
  applyRegistration,
  applyRegistrationBatch,
  type RegistrationInput,
} from '../src/modules/registrations/registrations.service.js';
import { buildTestApp } from './app.js';
import { createTinyCatalogue, type TinyCatalogue, tradeInput } from './factories.js';

/**
 * A small market with figures worked out by hand in the bulletin tests. Days: D = 2026-03-03 (Tuesday,
 * "today", session still open at 15:00), P = 2026-03-02 (the previous trading day), O = 2026-02-10 (the
 * white class's previous trading day, beyond a two-week look-back) and Y = 2025-03-03 (a year earlier).
 */
export const DAYS = { D: '2026-03-03', P: '2026-03-02', O: '2026-02-10', Y: '2025-03-03' } as const;

/**
 * The cattle product's figures on day D (B6: 2 heads × 100 000 TL, 1 000 kg live → 200 TL/kg; P: 90 000 a
 * head → +10 000, 11,11 %), as every live-animal row and card of it shows them.
 */
export const CATTLE_ON_D = {
  OrtFiyat: 100_000,
  Miktar: 2,
  BasSayisi: 2,
  CanliAgirlik: 1000,
  BasFiyat: 100_000,
  KgFiyat: 200,
  OncekiOrtFiyat: 90_000,
  Degisim: 10_000,
  DegisimYuzde: 11.11,
} as const;

/** 15:00 Istanbul on D. */
export const NOW = new Date('2026-03-03T12:00:00.000Z');

/** The tiny catalogue plus a white-wheat class whose one product trades in tons. */
export interface BulletinCatalogue extends TinyCatalogue {
  whiteClass: number;
  whiteTon: number;
}

/** A row of a bulletin answer. */
export type Row = Record<string, unknown>;

/** Each row's level and the id of its own node (product, class or group), in answer order. */
export const levels = (rows: unknown) =>
  (rows as Row[]).map((r) => [r.Seviye, r.UrunId ?? r.SinifId ?? r.GrupId]);

/** The red class followed by its two products, as the tree orders them. */
export const redClassLevels = (c: TinyCatalogue) => [
  ['CLASS', c.redClass],
  ['PRODUCT', c.redHard],
  ['PRODUCT', c.redSoft],
];

/** Every trade of the market, by registration number. */
export type TradeNo =
  | 'A1'
  | 'A2'
  | 'A3'
  | 'A4'
  | 'A5'
  | 'B1'
  | 'B2'
  | 'B3'
  | 'B4'
  | 'B5'
  | 'B6'
  | 'B7'
  | 'C1'
  | 'Y1';

function trade(
  no: TradeNo,
  at: string,
  productId: number,
  quantityMilli: number,
  unitPriceE4: number,
  more: Partial<RegistrationInput> = {},
): RegistrationInput {
  return tradeInput(no, at, productId, 0, '0', { quantityMilli, unitPriceE4, ...more });
}

function trades(c: BulletinCatalogue): RegistrationInput[] {
  const serbest = { channel: 'SERBEST' } as const;
  return [
    trade('Y1', '2025-03-03 10:00', c.redHard, 1_000_000, 80_000),
    trade('C1', '2026-02-10 11:00', c.whiteTon, 10_000, 120_000_000, serbest),
    trade('A1', '2026-03-02 09:30', c.redHard, 10_000_000, 105_000, { city: 'KONYA', district: 'KARATAY' }),
    trade('A2', '2026-03-02 11:00', c.redHard, 5_000_000, 112_500, serbest),
    trade('A3', '2026-03-02 10:00', c.redSoft, 2_000_000, 120_000),
    trade('A4', '2026-03-02 10:30', c.feedBarley, 8_000_000, 80_000),
    trade('A5', '2026-03-02 12:00', c.cattle, 3_000, 900_000_000, {
      channel: 'CANLI_HAYVAN',
      headCount: 3,
      liveWeightMilli: 1_350_000,
    }),
    trade('B1', '2026-03-03 09:45', c.redHard, 20_000_000, 110_000, { city: 'KONYA', district: 'CUMRA' }),
    trade('B2', '2026-03-03 10:15', c.redHard, 4_000_000, 108_000),
    trade('B3', '2026-03-03 11:30', c.redSoft, 6_000_000, 126_000, serbest),
    trade('B4', '2026-03-03 12:00', c.whiteTon, 1_250_000, 135_000_000, serbest),
    trade('B5', '2026-03-03 13:00', c.feedBarley, 12_000_000, 84_000),
    trade('B6', '2026-03-03 13:30', c.cattle, 2_000, 1_000_000_000, {
      channel: 'CANLI_HAYVAN',
      headCount: 2,
      liveWeightMilli: 1_000_000,
    }),
    trade('B7', '2026-03-03 14:00', c.redHard, 1_000_000, 90_000),
  ];
}

/** Creates the catalogue, the trades (B7 then cancelled) and three arrivals on D. */
export async function createBulletinMarket(db: Db): Promise<BulletinCatalogue> {
  const tiny = await createTinyCatalogue(db.kysely);
  const item = async (level: 'CLASS' | 'PRODUCT', code: string, names: [string, string], parent: number) =>
    (
      await upsertCatalogueItem(db.kysely, {
        level,
        code,
        name_tr: names[0],
        name_en: names[1],
        parent_id: parent,
        is_live_animal: 0,
        sort_order: 0,
        unit: level === 'PRODUCT' ? 'TON' : null,
      })
    ).id;
  const whiteClass = await item(
    'CLASS',
    'BUG2',
    ['2.GRUP BEYAZ SERT', '2nd GROUP WHITE HARD'],
    tiny.wheatGroup,
  );
  const whiteTon = await item('PRODUCT', 'BUG2A', ['BEYAZ SERT', 'WHITE HARD'], whiteClass);
  const c = { ...tiny, whiteClass, whiteTon };
  await applyRegistrationBatch(db.kysely, trades(c), NOW);
  const b7 = trades(c).find((t) => t.registrationNo === 'B7')!;
  await applyRegistration(db.kysely, { ...b7, status: 'IPTAL', cancelReason: 'Hatalı giriş' }, NOW);
  await db.kysely
    .insertInto('arrival')
    .values([
      {
        arrival_date: DAYS.D,
        arrived_at: '2026-03-03T05:10:00.000Z',
        product_id: c.redHard,
        member_id: null,
        quantity_milli: 27_000_000,
        vehicle_count: 1,
        city: 'KONYA',
        district: 'KARATAY',
        status: 'SATILDI',
      },
      {
        arrival_date: DAYS.D,
        arrived_at: '2026-03-03T06:00:00.000Z',
        product_id: c.redSoft,
        member_id: null,
        quantity_milli: 30_000_000,
        vehicle_count: 2,
        city: null,
        district: null,
        status: 'BEKLIYOR',
      },
      {
        arrival_date: DAYS.D,
        arrived_at: '2026-03-03T07:30:00.000Z',
        product_id: c.cattle,
        member_id: null,
        quantity_milli: 12_000,
        vehicle_count: 1,
        city: 'AKSARAY',
        district: 'MERKEZ',
        status: 'BEKLIYOR',
      },
    ])
    .execute();
  return c;
}

/** The context and app of a test database at a fixed time. */
export async function bulletinApp(
  db: Db,
  now: Date = NOW,
): Promise<{ ctx: AppContext; app: FastifyInstance }> {
  return buildTestApp(db, { now });
}

/** GETs a path under the first bulletin prefix (or both) in a language. */
export async function getBulletin(
  app: FastifyInstance,
  path: string,
  lang: 'tr' | 'en' = 'tr',
  prefix = '/api/v1/CMS/OnlineKullaniciBulten',
) {
  const res = await app.inject({ method: 'GET', url: `${prefix}${path}`, headers: { lang } });
  return { status: res.statusCode, body: res.json() as unknown, raw: res.body };
}

/** The error code of an error body. */
export function errorCode(body: unknown): string {
  return (body as { error: { code: string } }).error.code;
}

/** GETs each path in tr and in en and expects 400 with its code both times, and a message in each language. */
export async function expectBadRequests(
  app: FastifyInstance,
  cases: ReadonlyArray<readonly [string, string]>,
) {
  for (const [path, expected] of cases) {
    const [tr, en] = [await getBulletin(app, path, 'tr'), await getBulletin(app, path, 'en')];
    expect([path, tr.status, en.status, errorCode(tr.body), errorCode(en.body)]).toEqual([
      path,
      400,
      400,
      expected,
      expected,
    ]);
    expect((tr.body as { Message: string }).Message).not.toBe((en.body as { Message: string }).Message);
  }
}
