import type { Lang } from './i18n';

/** Today's date in Istanbul (`YYYY-MM-DD`), the exchange's trade date. */
export function istanbulToday(): string {
  return new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/Istanbul' });
}

/** Now as an Istanbul wall-clock time `YYYY-MM-DDTHH:mm:ss` (UTC+3 all year). */
export function istanbulNow(): string {
  return new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 19);
}

/** A date `days` before `date`. */
export function daysBefore(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - days);
  return d.toISOString().slice(0, 10);
}

/**
 * A date `YYYY-MM-DD` as the page writes it in captions, fields and row headers (tr `21.11.2026`,
 * en `21/11/2026`): the tests look elements up by these names, so they cannot read them back instead.
 */
export function shownDate(lang: Lang, date: string): string {
  const [y, m, d] = date.split('-');
  return lang === 'tr' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
}
