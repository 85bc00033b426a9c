import { TZDate } from '@date-fns/tz';
import { addDays, EXCHANGE_DAYS_AHEAD, FIRST_EXCHANGE_DAY, isValidDate } from './calendar.js';

// The exchange's clock: instants, trade times and Istanbul dates (the time-zone library's part of core; the
// arithmetic on `YYYY-MM-DD` dates is in `calendar.ts`, which pages load without that library).

/** The exchange's calendar: a trade date is the Istanbul date of the trade time. */
export const EXCHANGE_TIME_ZONE = 'Europe/Istanbul';

const ISO_LOCAL = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.(\d{1,3})\d*)?)?$/;
const ISO_WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})$/;
const TURKISH_LOCAL = /^(\d{2})\.(\d{2})\.(\d{4}) (\d{2}):(\d{2})(?::(\d{2}))?$/;

const HOUR_MS = 3_600_000;
// Istanbul's offset has only ever changed on a whole UTC hour, so offset and date are looked up once
// per hour: bulk work (an import of a million trades) then costs a map lookup per time, not a
// time-zone query.
const hourFacts = new Map<number, { offsetMs: number; date: string }>();

function factsOfHour(hour: number): { offsetMs: number; date: string } {
  let facts = hourFacts.get(hour);
  if (facts === undefined) {
    const start = hour * HOUR_MS;
    const offsetMs = -new TZDate(start, EXCHANGE_TIME_ZONE).getTimezoneOffset() * 60_000;
    facts = { offsetMs, date: new Date(start + offsetMs).toISOString().slice(0, 10) };
    hourFacts.set(hour, facts);
  }
  return facts;
}

/** Istanbul's UTC offset in milliseconds at an instant. */
function istanbulOffsetMs(instantMs: number): number {
  return factsOfHour(Math.floor(instantMs / HOUR_MS)).offsetMs;
}

function istanbulInstant(parts: number[]): Date | null {
  const [y, mo, d, h, mi, s = 0, ms = 0] = parts as [
    number,
    number,
    number,
    number,
    number,
    number?,
    number?,
  ];
  if (mo < 1 || mo > 12 || h > 23 || mi > 59 || s > 59) return null;
  const wall = Date.UTC(y, mo - 1, d, h, mi, s, ms);
  const check = new Date(wall);
  if (check.getUTCDate() !== d || check.getUTCMonth() !== mo - 1) return null;
  return new Date(wall - istanbulOffsetMs(wall - istanbulOffsetMs(wall)));
}

/**
 * Parses a trade time: ISO 8601 with an offset, ISO 8601 without one (Istanbul time), or
 * `DD.MM.YYYY HH:mm[:ss]` (Istanbul time). Returns null when the text is none of these.
 */
export function parseTradeTime(text: string): Date | null {
  const trimmed = text.trim();
  if (ISO_WITH_OFFSET.test(trimmed)) {
    const instant = new Date(trimmed);
    return Number.isNaN(instant.getTime()) || !isValidDate(trimmed.slice(0, 10)) ? null : instant;
  }
  const iso = ISO_LOCAL.exec(trimmed);
  if (iso) {
    const ms = iso[7] ? Number(iso[7].padEnd(3, '0')) : 0;
    return istanbulInstant([...iso.slice(1, 7).map((p) => (p === undefined ? 0 : Number(p))), ms]);
  }
  const tr = TURKISH_LOCAL.exec(trimmed);
  if (tr) return istanbulInstant([tr[3], tr[2], tr[1], tr[4], tr[5], tr[6] ?? '0'].map(Number));
  return null;
}

/** The Istanbul calendar date (`YYYY-MM-DD`) of an instant. */
export function istanbulDate(instant: Date): string {
  const time = instant.getTime();
  const facts = factsOfHour(Math.floor(time / HOUR_MS));
  // A whole-hour offset keeps the whole UTC hour on one local date (before 1910 it was not whole).
  if (facts.offsetMs % HOUR_MS === 0) return facts.date;
  return new Date(time + facts.offsetMs).toISOString().slice(0, 10);
}

/** The Istanbul wall-clock time (`HH:mm:ss`) of an instant. */
export function istanbulClock(instant: Date): string {
  const local = new TZDate(instant.getTime(), EXCHANGE_TIME_ZONE);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(local.getHours())}:${pad(local.getMinutes())}:${pad(local.getSeconds())}`;
}

/** The instant at a wall-clock time (`HH:mm`) of an Istanbul date. */
export function istanbulInstantAt(date: string, clock: string): Date {
  const [y, m, d] = date.split('-').map(Number) as [number, number, number];
  const [h, mi] = clock.split(':').map(Number) as [number, number];
  return new Date(new TZDate(y, m - 1, d, h, mi, 0, 0, EXCHANGE_TIME_ZONE).getTime());
}

/** Whether a trading day's figures are still preliminary at `now`, given the session close `HH:mm`. */
export function isPreliminary(date: string, now: Date, sessionClose: string): boolean {
  return now.getTime() < istanbulInstantAt(date, sessionClose).getTime();
}

/**
 * The instants the exchange's days run between (`exchangeDayProblem`'s rule as time): from the start of
 * `FIRST_EXCHANGE_DAY` to the end of `today` + `EXCHANGE_DAYS_AHEAD`, in Istanbul; a trade time outside
 * falls on no day the exchange can have. Milliseconds since 1970, `to` exclusive.
 */
export function exchangeDayInstants(today: string): { from: number; to: number } {
  return {
    from: istanbulInstantAt(FIRST_EXCHANGE_DAY, '00:00').getTime(),
    to: istanbulInstantAt(addDays(today, EXCHANGE_DAYS_AHEAD + 1), '00:00').getTime(),
  };
}
