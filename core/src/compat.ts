import { TZDate } from '@date-fns/tz';
import type { z } from 'zod';
import { averagePrice, type Figures } from './bulletin.js';
import type { compatBulletinRowSchema, compatGroupCardRowSchema } from './contract/bulletin-compat.js';
import type { Language, Unit } from './domain.js';
import { quantityNumber, trPriceString, trQuantityString } from './format.js';
import { divRound } from './money.js';
import { EXCHANGE_TIME_ZONE, istanbulClock, istanbulDate } from './time.js';

/**
 * Compatibility rows (DESIGN.md 5.3): the exact shapes outside programs parse today. Everything here is
 * pure: the server hands in figures already converted to kilograms.
 */

const KG_PER: Partial<Record<Unit, number>> = { KG: 1, TON: 1000 };

/** True for units priced per mass (KG, TON): the only ones the kg-priced compatibility rows carry. */
export function isMassUnit(unit: Unit | null): unit is 'KG' | 'TON' {
  return unit !== null && KG_PER[unit] !== undefined;
}

/** Kilograms in one unit: 1000 for TON, 1 for KG (and for units that are not mass). */
export function kgPerUnit(unit: Unit | null): number {
  return unit ? (KG_PER[unit] ?? 1) : 1;
}

function perFactor(priceE4: number, factor: number): number {
  return Number(divRound(BigInt(priceE4), BigInt(factor)));
}

/**
 * Figures counted in a unit `factor` times smaller (a TON product in KG: 1000): quantities × factor,
 * prices ÷ factor (rounded to 4 decimals), amounts unchanged. A factor of 1 returns the figures as they are.
 */
export function scaleFigures(figures: Figures, factor: number): Figures {
  if (factor === 1) return figures;
  return {
    ...figures,
    quantityMilli: figures.quantityMilli * factor,
    minPriceE4: perFactor(figures.minPriceE4, factor),
    maxPriceE4: perFactor(figures.maxPriceE4, factor),
    firstPriceE4: perFactor(figures.firstPriceE4, factor),
    lastPriceE4: perFactor(figures.lastPriceE4, factor),
  };
}

/**
 * Figures of a mass unit expressed per kilogram: quantities × kg per unit, prices ÷ kg per unit (rounded
 * to 4 decimals), amounts unchanged. Figures of any other unit are returned as they are.
 */
export function figuresInKg(figures: Figures, unit: Unit | null): Figures {
  return scaleFigures(figures, kgPerUnit(unit));
}

/** One row of GetGunlukBulten / GetTescilGunlukBulten / GetAnlikBulten (DESIGN.md 5.3). */
export type CompatBulletinRow = z.infer<typeof compatBulletinRowSchema>;

/** The compatibility row of a class from its kg figures and its group's kg figures. */
export function compatBulletinRow(
  names: { group: string; class: string },
  classKg: Figures,
  groupKg: Figures,
): CompatBulletinRow {
  const average = trPriceString(averagePrice(classKg) ?? 0);
  return {
    GrupAdi: names.group,
    UrunGrubu: names.class,
    SinifAdi: names.class,
    MinFiyat: trPriceString(classKg.minPriceE4),
    MaxFiyat: trPriceString(classKg.maxPriceE4),
    AvgFiyat: average,
    OrtFiyat: average,
    TopMiktar: quantityNumber(classKg.quantityMilli),
    Miktar: trQuantityString(classKg.quantityMilli),
    GrupMinFiyat: groupKg.minPriceE4,
    GrupMaxFiyat: groupKg.maxPriceE4,
    GrupOrtFiyat: averagePrice(groupKg) ?? 0,
  };
}

/** One row of GetOnlineGunlukKartlarGrup (DESIGN.md 5.3). */
export type CompatGroupCardRow = z.infer<typeof compatGroupCardRowSchema>;

/** The top-level heading of a group in GetOnlineGunlukKartlarGrup. */
export function compatTopGroupName(liveAnimal: boolean, lang: Language): string {
  if (liveAnimal) return lang === 'en' ? 'LIVE ANIMALS' : 'CANLI HAYVAN';
  return lang === 'en' ? 'AGRICULTURAL PRODUCTS' : 'TARIM ÜRÜNLERİ';
}

/** The compatibility card of a group on a date from its figures (kg figures for crops). */
export function compatGroupCardRow(
  group: { name: string; code: string; liveAnimal: boolean },
  date: string,
  figures: Figures,
  lang: Language,
): CompatGroupCardRow {
  return {
    IslemTarih: `${date}T00:00:00`,
    GrupAdi: group.name,
    UstUrunGrubu: compatTopGroupName(group.liveAnimal, lang),
    GrupKodu: group.code,
    MinFiyat: trPriceString(figures.minPriceE4),
    OrtFiyat: trPriceString(averagePrice(figures) ?? 0),
    MaxFiyat: trPriceString(figures.maxPriceE4),
    SatilanMiktar: quantityNumber(figures.quantityMilli),
  };
}

/** An instant as ISO 8601 Istanbul wall-clock time with its offset ("2026-03-02T09:15:00+03:00"). */
export function istanbulIsoTime(instant: Date): string {
  const offset = -new TZDate(instant.getTime(), EXCHANGE_TIME_ZONE).getTimezoneOffset();
  const sign = offset < 0 ? '-' : '+';
  const abs = Math.abs(offset);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${istanbulDate(instant)}T${istanbulClock(instant)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}
