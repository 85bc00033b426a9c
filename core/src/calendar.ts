// Arithmetic on calendar dates written `YYYY-MM-DD`, in UTC: no time zone is involved, so none is loaded
// (`time.ts` holds what needs Istanbul's).

const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

/** True for a real calendar date written `YYYY-MM-DD`. */
export function isValidDate(text: string): boolean {
  const match = DATE_PATTERN.exec(text);
  if (!match) return false;
  const [, y, m, d] = match.map(Number) as [number, number, number, number];
  const date = new Date(Date.UTC(y, m - 1, d));
  return date.getUTCFullYear() === y && date.getUTCMonth() === m - 1 && date.getUTCDate() === d;
}

/** Adds calendar days to a `YYYY-MM-DD` date. */
export function addDays(date: string, days: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

/** The same calendar day a number of years earlier (29 February falls back to the 28th). */
export function addYears(date: string, years: number): string {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const target = new Date(Date.UTC(y + years, m - 1, d));
  // 29 February has no twin in a common year: the year-earlier day is then the 28th.
  if (target.getUTCMonth() !== m - 1) return `${y + years}-02-28`;
  return target.toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (both `YYYY-MM-DD`). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000);
}

/** True on Saturday and Sunday. */
export function isWeekend(date: string): boolean {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 || day === 6;
}

/** The first day the exchange's records can hold (older history imported, the demo's 30 years). */
export const FIRST_EXCHANGE_DAY = '1990-01-01';
/** How many days after today a day may still be asked about (a report's range may end next year). */
export const EXCHANGE_DAYS_AHEAD = 366;

/** Why a date or year parameter is refused: not one at all, or outside the days the exchange can have. */
export type ExchangeDayProblem = 'BAD_DATE' | 'DATE_OUT_OF_RANGE';

/**
 * The one rule for the days an exchange can have, which every date parameter of the API is checked
 * against: a real date `YYYY-MM-DD` from `FIRST_EXCHANGE_DAY` to `today` + `EXCHANGE_DAYS_AHEAD` (today an
 * Istanbul date). Answers why `text` is not one, or null when it is.
 */
export function exchangeDayProblem(text: string, today: string): ExchangeDayProblem | null {
  if (!DATE_PATTERN.test(text)) return 'BAD_DATE';
  // Compared as text first: a year such as 0000 is out of range before JavaScript's dates misread it.
  if (text < FIRST_EXCHANGE_DAY || text > addDays(today, EXCHANGE_DAYS_AHEAD)) return 'DATE_OUT_OF_RANGE';
  return isValidDate(text) ? null : 'BAD_DATE';
}

/** The same rule for a year `YYYY`: one with at least one day the exchange can have. */
export function exchangeYearProblem(text: string, today: string): ExchangeDayProblem | null {
  if (!/^\d{4}$/.test(text)) return 'BAD_DATE';
  const last = addDays(today, EXCHANGE_DAYS_AHEAD).slice(0, 4);
  return text < FIRST_EXCHANGE_DAY.slice(0, 4) || text > last ? 'DATE_OUT_OF_RANGE' : null;
}
