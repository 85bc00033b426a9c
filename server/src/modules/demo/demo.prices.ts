import { daysBetween } from '@bulten/core';
import { daysToKurban, yearsSince2024 } from './demo.calendar.js';
import type { DemoClassSpec, DemoProductSpec, Season } from './demo.catalogue-data.js';
import { hashUnit } from './demo.random.js';

// The class levels are given for 1 January 2024 and for this many years later (24 November 2026).
const END_YEARS = daysBetween('2024-01-01', '2026-11-24') / 365.25;

// Volume multipliers per month (January first): harvest months trade many times the off-season.
const MONTHLY_VOLUME: Record<Season, readonly number[]> = {
  summer: [0.75, 0.7, 0.7, 0.75, 1.0, 3.5, 6.0, 4.5, 1.8, 1.2, 0.9, 0.8],
  autumn: [0.8, 0.6, 0.5, 0.45, 0.4, 0.4, 0.45, 0.7, 3.0, 6.0, 4.5, 1.5],
  pulse: [0.8, 0.8, 0.8, 0.8, 0.9, 2.0, 3.2, 3.0, 2.0, 1.2, 1.0, 0.9],
  animal: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
  flat: [1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1],
};

// Day of the year around which harvest pressure lowers prices, and by how much.
const HARVEST_DIP: Record<Season, { day: number; depth: number }> = {
  summer: { day: 196, depth: 0.045 },
  autumn: { day: 288, depth: 0.04 },
  pulse: { day: 213, depth: 0.03 },
  animal: { day: 0, depth: 0 },
  flat: { day: 0, depth: 0 },
};

function dayOfYear(date: string): number {
  return daysBetween(`${date.slice(0, 4)}-01-01`, date);
}

/** The smooth long-run level of a class (TL per kg, or per kg live weight) on a date. */
export function trendLevel(cls: Pick<DemoClassSpec, 'start' | 'end'>, date: string): number {
  return cls.start * (cls.end / cls.start) ** (yearsSince2024(date) / END_YEARS);
}

/** The seasonal price effect as a fraction: lower at harvest, higher before Kurban Bayramı for animals. */
export function seasonalEffect(season: Season, date: string): number {
  if (season === 'animal') {
    const days = daysToKurban(date);
    return days === null || days > 30 ? 0 : 0.06 * (1 - days / 30);
  }
  const { day, depth } = HARVEST_DIP[season];
  const distance = Math.min(Math.abs(dayOfYear(date) - day), 365 - Math.abs(dayOfYear(date) - day));
  return -depth * Math.exp(-((distance / 40) ** 2));
}

/** A smooth wandering in [-amplitude, amplitude], hashed from knots `periodDays` apart. */
export function wander(
  seed: number,
  key: string,
  date: string,
  periodDays: number,
  amplitude: number,
): number {
  const t = daysBetween('2000-01-01', date) / periodDays;
  const knot = Math.floor(t);
  const from = hashUnit(seed, 'wander', key, knot);
  const to = hashUnit(seed, 'wander', key, knot + 1);
  const blend = (1 - Math.cos(Math.PI * (t - knot))) / 2;
  return amplitude * (from + (to - from) * blend);
}

/** A product's price level on a day (TL per kg, or per kg live weight): trend, season, wandering, noise. */
export function dayLevel(seed: number, cls: DemoClassSpec, product: DemoProductSpec, date: string): number {
  const daily = 0.006 * hashUnit(seed, 'daily', product.code, date);
  return (
    trendLevel(cls, date) *
    product.factor *
    (1 + seasonalEffect(cls.season, date)) *
    (1 + wander(seed, cls.code, date, 14, 0.035)) *
    (1 + wander(seed, product.code, date, 30, 0.01)) *
    (1 + daily)
  );
}

/** How many times the off-season volume a class trades on a date. */
export function volumeFactor(season: Season, date: string): number {
  const monthly = MONTHLY_VOLUME[season][Number(date.slice(5, 7)) - 1]!;
  if (season !== 'animal') return monthly;
  const days = daysToKurban(date);
  return days !== null && days >= 1 && days <= 21 ? 3.5 : monthly;
}

/** Rounds a TL price to a step (e.g. 0.005 TL) and returns it in e4 TL. */
export function priceE4(tl: number, stepTl: number): number {
  const stepE4 = Math.round(stepTl * 10_000);
  return Math.max(stepE4, Math.round((tl * 10_000) / stepE4) * stepE4);
}
