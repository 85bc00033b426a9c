import { parseScaled, parseTradeTime, type Unit } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../src/db/schema.js';
import { upsertCatalogueItem } from '../src/modules/catalogue/catalogue.repository.js';
import type { RegistrationInput } from '../src/modules/registrations/registrations.service.js';

/** Ids of the small catalogue every engine test uses. */
export interface TinyCatalogue {
  wheatGroup: number;
  redClass: number;
  redHard: number;
  redSoft: number;
  barleyGroup: number;
  barleyClass: number;
  feedBarley: number;
  animalGroup: number;
  cattleClass: number;
  cattle: number;
}

/**
 * Adds a catalogue node (its English name `<name> (en)`; a live animal when its unit is BAS or its code
 * starts with CH); answers its id.
 */
export async function catalogueNode(
  db: Kysely<Database>,
  level: 'GROUP' | 'CLASS' | 'PRODUCT',
  code: string,
  name: string,
  parent: number | null,
  unit: Unit | null = null,
) {
  const live = unit === 'BAS' || code.startsWith('CH') ? 1 : 0;
  const { id } = await upsertCatalogueItem(db, {
    level,
    code,
    name_tr: name,
    name_en: `${name} (en)`,
    parent_id: parent,
    unit,
    is_live_animal: live,
    sort_order: 0,
  });
  return id;
}

/** Adds the TON product BUG1T (KIRMIZI SERT TON) to a class, which then mixes KG and TON products. */
export async function addRedTonProduct(db: Kysely<Database>, classId: number): Promise<number> {
  const { id } = await upsertCatalogueItem(db, {
    level: 'PRODUCT',
    code: 'BUG1T',
    name_tr: 'KIRMIZI SERT TON',
    name_en: 'RED HARD TON',
    parent_id: classId,
    unit: 'TON',
    is_live_animal: 0,
    sort_order: 0,
  });
  return id;
}

/** Creates groups wheat, barley and live animals with one or two products each. */
export async function createTinyCatalogue(db: Kysely<Database>): Promise<TinyCatalogue> {
  const wheatGroup = await catalogueNode(db, 'GROUP', 'BUG', 'BUĞDAY', null);
  const redClass = await catalogueNode(
    db,
    'CLASS',
    'BUG1',
    '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
    wheatGroup,
  );
  const redHard = await catalogueNode(db, 'PRODUCT', 'BUG1A', 'ANADOLU KIRMIZI SERT', redClass, 'KG');
  const redSoft = await catalogueNode(db, 'PRODUCT', 'BUG1B', 'KIRMIZI SERT 2', redClass, 'KG');
  const barleyGroup = await catalogueNode(db, 'GROUP', 'ARP', 'ARPA', null);
  const barleyClass = await catalogueNode(db, 'CLASS', 'ARP1', 'ARPA', barleyGroup);
  const feedBarley = await catalogueNode(db, 'PRODUCT', 'ARP1A', 'YEMLİK ARPA', barleyClass, 'KG');
  const animalGroup = await catalogueNode(db, 'GROUP', 'CH', 'CANLI HAYVAN', null);
  const cattleClass = await catalogueNode(db, 'CLASS', 'CHB', 'BÜYÜKBAŞ', animalGroup);
  const cattle = await catalogueNode(db, 'PRODUCT', 'CHB1', 'DANA', cattleClass, 'BAS');
  return {
    wheatGroup,
    redClass,
    redHard,
    redSoft,
    barleyGroup,
    barleyClass,
    feedBarley,
    animalGroup,
    cattleClass,
    cattle,
  };
}

/** Every `daily_stat` row, by day, product and channel. */
export function dailyStatsInOrder(db: Kysely<Database>) {
  return db
    .selectFrom('daily_stat')
    .selectAll()
    .orderBy('trade_date')
    .orderBy('product_id')
    .orderBy('channel')
    .execute();
}

/** A registration input for tests: quantity in whole units, price as a decimal string ("20.684"). */
export function tradeInput(
  registrationNo: string,
  time: string,
  productId: number,
  units: number,
  price: string,
  more: Partial<RegistrationInput> = {},
): RegistrationInput {
  return {
    registrationNo,
    tradedAt: parseTradeTime(time)!,
    productId,
    quantityMilli: units * 1000,
    unitPriceE4: parseScaled(price, 4)!,
    channel: 'SALON',
    ...more,
  };
}

/**
 * A staff registration body (`Tescil/Create`, `Tescil/Correct/{no}`, previews) as the web sends it: 10 000 kg
 * of the tiny catalogue's BUG1A at 20,5 TL in the hall, A1 buying from S1; `more` adds or overrides fields.
 */
export function registrationBody(more: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    IslemZamani: '2026-03-04 10:15',
    UrunKodu: 'BUG1A',
    Miktar: '10000',
    BirimFiyat: '20.5',
    Kanal: 'SALON',
    AliciUyeKodu: 'A1',
    SaticiUyeKodu: 'S1',
    ...more,
  };
}
