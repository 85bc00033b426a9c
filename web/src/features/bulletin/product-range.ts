import { addDays, addYears, isValidDate } from '@bulten/core';

/** The chart ranges of the product page (`?aralik=`). */
export const RANGES = ['1M', '3M', '6M', '1Y', '5Y', 'custom'] as const;
export type RangeKey = (typeof RANGES)[number];

/** A window of dates, both ends included. */
export interface DateWindow {
  from: string;
  to: string;
}

const MONTHS: Record<Exclude<RangeKey, 'custom' | '1Y' | '5Y'>, number> = { '1M': 1, '3M': 3, '6M': 6 };

/** The date `months` calendar months before `date` (clamped to the month's last day). */
export function addMonths(date: string, months: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y, m - 1 - months, 1));
  const last = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(d, last));
  return target.toISOString().slice(0, 10);
}

/** The range of the URL (default 3M). */
export function rangeParam(params: URLSearchParams): RangeKey {
  const value = params.get('aralik');
  return (RANGES as readonly string[]).includes(value ?? '') ? (value as RangeKey) : '3M';
}

/** The window a range covers up to `today`; custom reads `?bas=` and `?bit=` (swapped when reversed). */
export function rangeWindow(range: RangeKey, today: string, params: URLSearchParams): DateWindow {
  if (range === 'custom') {
    const from = params.get('bas');
    const to = params.get('bit');
    if (from && to && isValidDate(from) && isValidDate(to))
      return from <= to ? { from, to } : { from: to, to: from };
    return { from: addMonths(today, 3), to: today };
  }
  if (range === '1Y') return { from: addDays(addYears(today, -1), 1), to: today };
  if (range === '5Y') return { from: addDays(addYears(today, -5), 1), to: today };
  return { from: addDays(addMonths(today, MONTHS[range]), 1), to: today };
}
