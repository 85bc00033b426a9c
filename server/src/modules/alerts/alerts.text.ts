import {
  formatChangePercent,
  formatDate,
  formatPercent,
  formatPrice,
  fromScaled,
  type Language,
} from '@bulten/core';
import type { SessionPhase } from '../figures/figures.session.js';
import type { AlertFiringRow } from './alerts.table.js';

// Figures and dates are written by core's locale module, as on the web and in the PDFs.
const price = (e4: number, lang: Language) => formatPrice(lang, fromScaled(e4, 4));
const percent = (e2: number, lang: Language) => formatPercent(lang, fromScaled(e2, 2));
const change = (e2: number, lang: Language) => formatChangePercent(lang, fromScaled(e2, 2));

/** What passed, in words: `≥ 14,5000`, `≤ 9,0000`, `+%3,20 (eşik %3,00)`. */
function condition(f: AlertFiringRow, lang: Language): string {
  if (f.kind === 'HAREKET') {
    const limit = percent(f.move_e2 ?? 0, lang);
    const moved = change(f.change_e2 ?? 0, lang);
    return lang === 'tr'
      ? `önceki işlem gününe göre ${moved} (eşik ${limit})`
      : `${moved} against the previous trading day (alert at ${limit})`;
  }
  const sign = f.kind === 'USTUNDE' ? '≥' : '≤';
  const threshold = price(f.threshold_e4 ?? 0, lang);
  return lang === 'tr' ? `alarm eşiği ${sign} ${threshold}` : `alert ${sign} ${threshold}`;
}

const PRELIMINARY: Record<Language, Record<SessionPhase, string>> = {
  tr: {
    before: 'geçici rakam, seans henüz açılmadı',
    open: 'geçici rakam, seans sürüyor',
    closed: 'geçici rakam, seans kapalı',
  },
  en: {
    before: 'preliminary, session not open yet',
    open: 'preliminary, session open',
    closed: 'preliminary, session closed',
  },
};
const FINAL: Record<Language, string> = { tr: 'kesin rakam', en: 'final' };

/**
 * The message of a firing (the SMS in Turkish, the inbox in the reader's language): class, the weighted
 * average, what passed, whether the figures were preliminary or final and, when preliminary, whether the
 * session was not open yet, open or closed when it fired, and the day.
 */
export function alertText(
  f: AlertFiringRow & { session_phase: SessionPhase },
  className: string,
  priceUnit: string,
  lang: Language,
): string {
  const avg = `${price(f.average_e4, lang)} ${priceUnit}`.trim();
  const state = f.final ? FINAL[lang] : PRELIMINARY[lang][f.session_phase];
  return lang === 'tr'
    ? `Fiyat alarmı: ${className} ortalaması ${avg}; ${condition(f, lang)}. ${formatDate(lang, f.trade_date)} (${state}).`
    : `Price alert: ${className} average ${avg}; ${condition(f, lang)}. ${formatDate(lang, f.trade_date)} (${state}).`;
}
