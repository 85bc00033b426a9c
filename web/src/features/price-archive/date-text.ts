import type { Language } from '@bulten/core';

/** The dayjs display format of a date field: `21.11.2026` (tr), `21/11/2026` (en). */
export function dateFieldFormat(language: Language): string {
  return language === 'tr' ? 'DD.MM.YYYY' : 'DD/MM/YYYY';
}

/** A typed date (`21.11.2026`, `21/11/2026`, `21-11-2026` or `2026-11-21`) as `YYYY-MM-DD`, else null. */
export function parseDateText(text: string): string | null {
  const trimmed = text.trim();
  let y: number;
  let m: number;
  let d: number;
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(trimmed);
  const local = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4})$/.exec(trimmed);
  if (iso) [y, m, d] = [Number(iso[1]), Number(iso[2]), Number(iso[3])];
  else if (local) [d, m, y] = [Number(local[1]), Number(local[2]), Number(local[3])];
  else return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCFullYear() !== y || date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return date.toISOString().slice(0, 10);
}

/** True for a valid calendar date `YYYY-MM-DD`. */
export function isIsoDate(text: string | null | undefined): text is string {
  return typeof text === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(text) && parseDateText(text) === text;
}
