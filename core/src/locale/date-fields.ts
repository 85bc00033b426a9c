import { isValidDate } from '../calendar.js';
import type { Language } from '../domain.js';

// What people type into date and time fields, read back (apart from `dates.ts`, which every page loads to
// write dates: only the pages with such fields load this). Day first in both languages.

/** The dayjs format a date field shows: `21.11.2026` (tr), `21/11/2026` (en), as `formatDate` writes. */
export function dateFieldFormat(language: Language): string {
  return language === 'tr' ? 'DD.MM.YYYY' : 'DD/MM/YYYY';
}

const ISO_DATE = /^(\d{4})-(\d{1,2})-(\d{1,2})$/;
// Day first, in either language's marks (both write the day first, so `1/2/2026` is the 1st of February).
const DAY_FIRST = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/;

/** A typed date (`21.11.2026`, `21/11/2026`, `21-11-2026` or `2026-11-21`) as `YYYY-MM-DD`, else null. */
export function parseDateText(text: string): string | null {
  const trimmed = text.trim();
  const iso = ISO_DATE.exec(trimmed);
  const local = DAY_FIRST.exec(trimmed);
  const parts = iso ? [iso[1], iso[2], iso[3]] : local ? [local[3], local[2], local[1]] : null;
  if (!parts) return null;
  const [y, m, d] = parts as [string, string, string];
  const date = `${y}-${m.padStart(2, '0')}-${d.padStart(2, '0')}`;
  return isValidDate(date) ? date : null;
}

/** A typed clock time (`15:30`, `9:05`, `15.30`) as `HH:mm`, else null. */
export function parseClockText(text: string): string | null {
  const match = /^(\d{1,2})[:.](\d{2})$/.exec(text.trim());
  if (!match) return null;
  const [hours, minutes] = [Number(match[1]), Number(match[2])];
  if (hours > 23 || minutes > 59) return null;
  return `${String(hours).padStart(2, '0')}:${match[2]}`;
}

/**
 * A typed date and time (`27.11.2026 15:30`, `27/11/2026, 15:30`, `2026-11-27T15:30[:ss]`) as the wall-clock
 * `YYYY-MM-DDTHH:mm[:ss]` it names (the exchange reads it as Istanbul time), else null.
 */
export function parseDateTimeText(text: string): string | null {
  const match = /^(\S+?),?[\sT]+(\d{1,2}[:.]\d{2})(:\d{2})?$/.exec(text.trim());
  if (!match) return null;
  const date = parseDateText(match[1]!);
  const clock = parseClockText(match[2]!);
  const seconds = match[3] && Number(match[3].slice(1)) < 60 ? match[3] : match[3] ? null : '';
  return date && clock && seconds !== null ? `${date}T${clock}${seconds}` : null;
}
