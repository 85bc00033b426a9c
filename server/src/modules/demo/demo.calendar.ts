import { addDays, daysBetween, isWeekend } from '@bulten/core';

// National holidays on which the exchange does not trade (month-day).
const FIXED_HOLIDAYS = new Set(['01-01', '04-23', '05-01', '05-19', '07-15', '08-30', '10-29']);

// First days of the religious holidays (Ramazan Bayramı: 3 days, Kurban Bayramı: 4 days); they move
// about 11 days earlier every year, so they are listed, not computed.
const RAMAZAN_FIRST_DAYS = [
  '2016-07-05',
  '2017-06-25',
  '2018-06-15',
  '2019-06-04',
  '2020-05-24',
  '2021-05-13',
  '2022-05-02',
  '2023-04-21',
  '2024-04-10',
  '2025-03-30',
  '2026-03-20',
  '2027-03-09',
  '2028-02-26',
  '2029-02-14',
];
const KURBAN_FIRST_DAYS = [
  '2016-09-12',
  '2017-09-01',
  '2018-08-21',
  '2019-08-11',
  '2020-07-31',
  '2021-07-20',
  '2022-07-09',
  '2023-06-28',
  '2024-06-16',
  '2025-06-06',
  '2026-05-27',
  '2027-05-16',
  '2028-05-05',
  '2029-04-24',
];

function spans(firstDays: readonly string[], length: number): string[] {
  return firstDays.flatMap((first) => Array.from({ length }, (_, i) => addDays(first, i)));
}

const RELIGIOUS_HOLIDAYS = new Set([...spans(RAMAZAN_FIRST_DAYS, 3), ...spans(KURBAN_FIRST_DAYS, 4)]);

/** True on a national or religious holiday. */
export function isHoliday(date: string): boolean {
  return FIXED_HOLIDAYS.has(date.slice(5)) || RELIGIOUS_HOLIDAYS.has(date);
}

/** True on a day the exchange holds a session: a weekday that is not a holiday. */
export function isTradingDay(date: string): boolean {
  return !isWeekend(date) && !isHoliday(date);
}

/** Every trading day from `from` to `to`, both inclusive, oldest first. */
export function tradingDaysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let date = from; date <= to; date = addDays(date, 1)) if (isTradingDay(date)) days.push(date);
  return days;
}

/** Days until the next Kurban Bayramı (0 on its first day), or null when none is listed within 60 days. */
export function daysToKurban(date: string): number | null {
  for (const first of KURBAN_FIRST_DAYS) {
    const days = daysBetween(date, first);
    if (days >= 0 && days <= 60) return days;
  }
  return null;
}

/** Fraction of a year since 1 January 2024 (negative before), the time axis of the price model. */
export function yearsSince2024(date: string): number {
  return daysBetween('2024-01-01', date) / 365.25;
}
