import { amountOf, weightedAverage } from '@bulten/core';
import type { Insertable } from 'kysely';
import type { TuribIndexTable, TuribRowTable } from '../turib/turib.table.js';
import { DEMO_GROUPS, type DemoClassSpec } from './demo.catalogue-data.js';
import { WAREHOUSES, type Warehouse } from './demo.places.js';
import { dayLevel, priceE4 } from './demo.prices.js';
import { type Rng, rngFor } from './demo.random.js';

/** A TÜRİB instrument class: name, commodity letter, class letter of its ISIN, and its price vs a demo class. */
interface Instrument {
  name: string;
  commodity: 'B' | 'M' | 'A' | 'I';
  classChar: string;
  classCode: string;
  factor: number;
}

type InstrumentRow = [string, Instrument['commodity'], string, string, number];

const INSTRUMENTS: Instrument[] = (
  [
    ['BUĞDAY EKMEKLİK KIRMIZI 1.SINIF', 'B', '1', '0101', 0.92],
    ['BUĞDAY EKMEKLİK KIRMIZI 2.SINIF', 'B', '2', '0102', 0.92],
    ['BUĞDAY EKMEKLİK KIRMIZI 3.SINIF', 'B', '3', '0103', 0.92],
    ['BUĞDAY EKMEKLİK KIRMIZI DÜŞÜK VASIFLI', 'B', 'D', '0103', 0.86],
    ['BUĞDAY EKMEKLİK BEYAZ 1.SINIF', 'B', 'E', '0201', 0.92],
    ['BUĞDAY EKMEKLİK BEYAZ 2.SINIF', 'B', 'F', '0202', 0.92],
    ['BUĞDAY MAKARNALIK 1.SINIF', 'M', '1', '0301', 0.9],
    ['BUĞDAY MAKARNALIK DÜŞÜK VASIFLI', 'M', 'D', '0302', 0.85],
    ['ARPA 1.SINIF', 'A', '1', '0401', 0.96],
    ['ARPA 2.SINIF', 'A', '2', '0401', 0.93],
    ['MISIR 1.SINIF', 'I', '1', '0501', 1.0],
    ['MISIR 2.SINIF', 'I', '2', '0501', 0.97],
  ] satisfies InstrumentRow[]
).map(([name, commodity, classChar, classCode, factor]) => ({
  name,
  commodity,
  classChar,
  classCode,
  factor,
}));

const INDEXES = [
  ['B', 'BUGDAY', 'TÜRİB BUĞDAY ENDEKSİ', 'TÜRİB Wheat Index'],
  ['M', 'MAKARNALIK', 'TÜRİB MAKARNALIK BUĞDAY ENDEKSİ', 'TÜRİB Durum Wheat Index'],
  ['A', 'ARPA', 'TÜRİB ARPA ENDEKSİ', 'TÜRİB Barley Index'],
  ['I', 'MISIR', 'TÜRİB MISIR ENDEKSİ', 'TÜRİB Corn Index'],
] as const;

const CLASSES = new Map<string, DemoClassSpec>(DEMO_GROUPS.flatMap((g) => g.classes.map((c) => [c.code, c])));

/** The ISIN check digit (Luhn over the letters as numbers A=10 … Z=35) of the first eleven characters. */
export function isinCheckDigit(body: string): number {
  const digits = [...body].map((c) => (/\d/.test(c) ? c : String(c.charCodeAt(0) - 55))).join('');
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return (10 - (sum % 10)) % 10;
}

function isinOf(warehouse: Warehouse, instrument: Instrument, date: string): string {
  // Warehouse receipts belong to a crop year: wheat and barley from June, corn from September.
  const month = Number(date.slice(5, 7));
  const year = Number(date.slice(0, 4)) - (month < (instrument.commodity === 'I' ? 9 : 6) ? 1 : 0);
  const body = `TRX${warehouse.issuer}${instrument.commodity}${instrument.classChar}${String(year).slice(2)}1`;
  return `${body}${isinCheckDigit(body)}`;
}

function listings(seed: number): Array<{ warehouse: Warehouse; instrument: Instrument }> {
  return WAREHOUSES.flatMap((warehouse) =>
    INSTRUMENTS.filter((i) => warehouse.stores.includes(i.commodity))
      .filter((i) => rngFor(seed, 'listing', warehouse.issuer, i.name).chance(0.55))
      .map((instrument) => ({ warehouse, instrument })),
  );
}

function sessionRow(seed: number, rng: Rng, listing: ReturnType<typeof listings>[number], date: string) {
  const cls = CLASSES.get(listing.instrument.classCode)!;
  const level = dayLevel(seed, cls, cls.products[0]!, date) * listing.instrument.factor;
  const trades = Array.from({ length: rng.int(1, 6) }, () => ({
    priceE4: priceE4(level * (1 + rng.float(-0.015, 0.015)), 0.01),
    quantityMilli: Math.round((2_000 + 248_000 * rng.next() ** 2.5) / 10) * 10_000,
  }));
  const prices = trades.map((t) => t.priceE4);
  const quantity = trades.reduce((sum, t) => sum + t.quantityMilli, 0);
  const amount = trades.reduce((sum, t) => sum + amountOf(t.quantityMilli, t.priceE4), 0);
  return {
    session_date: date,
    session_type: 'Normal Seans',
    isin: isinOf(listing.warehouse, listing.instrument, date),
    instrument: listing.instrument.name,
    warehouse: listing.warehouse.name,
    city: listing.warehouse.city,
    district: listing.warehouse.district,
    open_e4: prices[0]!,
    high_e4: Math.max(...prices),
    low_e4: Math.min(...prices),
    close_e4: prices[prices.length - 1]!,
    average_e4: weightedAverage(amount, quantity)!,
    quantity_milli: quantity,
    amount_e4: amount,
  } satisfies Insertable<TuribRowTable>;
}

/** TÜRİB "Normal Seans" rows of the given session days: about 25 instrument rows a day. */
export function turibRows(seed: number, days: readonly string[]): Insertable<TuribRowTable>[] {
  const all = listings(seed);
  return days.flatMap((date) => {
    const rng = rngFor(seed, 'turib', date);
    return all.filter(() => rng.chance(0.45)).map((listing) => sessionRow(seed, rng, listing, date));
  });
}

/** Index lines per day and commodity: the weighted average price of the day's rows, with the previous value. */
export function turibIndexRows(rows: readonly Insertable<TuribRowTable>[]): Insertable<TuribIndexTable>[] {
  const days = [...new Set(rows.map((r) => r.session_date))].sort();
  const previous = new Map<string, number>();
  return days.flatMap((date) =>
    INDEXES.flatMap(([commodity, code, name_tr, name_en]) => {
      const names = new Set(INSTRUMENTS.filter((i) => i.commodity === commodity).map((i) => i.name));
      const own = rows.filter((r) => r.session_date === date && names.has(r.instrument));
      const quantity = own.reduce((sum, r) => sum + r.quantity_milli, 0);
      const value = quantity
        ? weightedAverage(
            own.reduce((sum, r) => sum + r.amount_e4, 0),
            quantity,
          )!
        : previous.get(code);
      if (value === undefined) return [];
      const line = {
        session_date: date,
        code,
        name_tr,
        name_en,
        value_e4: value,
        previous_e4: previous.get(code) ?? value,
      };
      previous.set(code, value);
      return [line];
    }),
  );
}

/**
 * The basis board's demo mapping: each demo class code with the first TÜRİB instrument class quoted
 * against it (staff may change it).
 */
export function demoBasisMapping(): Array<{ classCode: string; instrument: string }> {
  const seen = new Map<string, string>();
  for (const i of INSTRUMENTS) if (!seen.has(i.classCode)) seen.set(i.classCode, i.name);
  return [...seen].map(([classCode, instrument]) => ({ classCode, instrument }));
}
