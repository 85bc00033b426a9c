import { addDays } from '@bulten/core';

/** How the report's period is chosen. */
export type PeriodKind = 'ay' | 'ceyrek' | 'yil' | 'ozel';

/** The period as kept in the URL. */
export interface PeriodState {
  donem: string;
  yil: string;
  ay: string;
  ceyrek: string;
  bas: string;
  bit: string;
}

const pad = (n: number) => String(n).padStart(2, '0');

function lastDayOfMonth(year: number, month: number): string {
  const next = month === 12 ? `${year + 1}-01-01` : `${year}-${pad(month + 1)}-01`;
  return addDays(next, -1);
}

/**
 * The inclusive range of a period: a month, a quarter, a year, or a custom range; never later than
 * `today`. Null when the state does not describe a valid period.
 */
export function periodRange(state: PeriodState, today: string): { from: string; to: string } | null {
  const year = Number(state.yil);
  let from: string;
  let to: string;
  if (state.donem === 'ozel') {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(state.bas) || !/^\d{4}-\d{2}-\d{2}$/.test(state.bit)) return null;
    [from, to] = [state.bas, state.bit];
  } else {
    if (!Number.isInteger(year) || year < 1900 || year > 2999) return null;
    if (state.donem === 'yil') [from, to] = [`${year}-01-01`, `${year}-12-31`];
    else if (state.donem === 'ceyrek') {
      const q = Number(state.ceyrek);
      if (!Number.isInteger(q) || q < 1 || q > 4) return null;
      [from, to] = [`${year}-${pad(q * 3 - 2)}-01`, lastDayOfMonth(year, q * 3)];
    } else {
      const m = Number(state.ay);
      if (!Number.isInteger(m) || m < 1 || m > 12) return null;
      [from, to] = [`${year}-${pad(m)}-01`, lastDayOfMonth(year, m)];
    }
  }
  if (to > today) to = today;
  return from <= to ? { from, to } : null;
}
