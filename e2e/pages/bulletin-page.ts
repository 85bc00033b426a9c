import AxeBuilder from '@axe-core/playwright';
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { type Lang, text } from '../support/i18n';
import { ShellPage } from './shell-page';

/** GETs a JSON API path (`CMS/OnlineKullaniciBulten/...` or `/api/v1/Rapor/...`) in a language. */
export async function api<T>(path: string, lang: Lang): Promise<T> {
  const url = path.startsWith('/') ? path : `/api/v1/CMS/OnlineKullaniciBulten/${path}`;
  const response = await fetch(`${inject('e2e').baseUrl}${url}`, {
    headers: { Lang: lang, langid: lang === 'tr' ? '1' : '2' },
  });
  if (!response.ok) throw new Error(`${url} answered ${response.status}`);
  return (await response.json()) as T;
}

const LOCALE: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };

/** A number as the web formats it (grouping always, fixed decimals). */
export function num(lang: Lang, value: number, decimals = 0): string {
  return new Intl.NumberFormat(LOCALE[lang], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: 'always',
  }).format(value);
}

/** A price with 4 decimals and its unit label, as the tables show it. */
export function price(lang: Lang, value: number, unit?: string | null): string {
  return unit ? `${num(lang, value, 4)} ${unit}` : num(lang, value, 4);
}

/** A calendar date as the web shows it (tr `21.11.2026`, en `21/11/2026`). */
export function day(lang: Lang, date: string): string {
  const [y, m, d] = date.split('-');
  return lang === 'tr' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
}

/** Serious and critical axe-core violations of the page (ids). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** The document's scroll width (no sideways scroll when ≤ the viewport). */
export function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** The texts of a table's body rows, one array of cell texts (row header first) per row. */
export async function tableRows(table: Locator): Promise<string[][]> {
  return table
    .locator('tbody tr')
    .evaluateAll((rows) =>
      rows.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
    );
}

/** `online-bulten` and `online-bulten-ch`: a day's bulletin. */
export class BulletinPage {
  readonly shell: ShellPage;

  constructor(
    readonly page: Page,
    readonly lang: Lang = 'tr',
  ) {
    this.shell = new ShellPage(page, lang);
  }

  async open(path: string): Promise<void> {
    await this.shell.open(path);
  }

  /** The bulletin table of a date (named by its caption). */
  table(date: string): Locator {
    return this.page.getByRole('table', {
      name: text(this.lang, 'bulletin.caption', { date: day(this.lang, date) }),
    });
  }

  /** The `?tarih=` of the current URL. */
  urlDate(): string | null {
    return new URL(this.page.url()).searchParams.get('tarih');
  }

  button(key: string): Locator {
    return this.page.getByRole('button', { name: text(this.lang, key), exact: true });
  }

  badge(final: boolean): Locator {
    return this.page.getByText(text(this.lang, final ? 'bulletin.final' : 'bulletin.preliminary'), {
      exact: true,
    });
  }
}

/** The elements reaching past the right edge, and the first table's ancestors (to explain a sideways scroll). */
export function wideElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (el: Element) =>
      `${el.tagName}.${String(el.className).slice(0, 50)} w=${Math.round(el.getBoundingClientRect().width)} ox=${getComputedStyle(el).overflowX}`;
    const wide = [...document.querySelectorAll('body *')]
      .filter(
        (el) =>
          el.getBoundingClientRect().right > width + 1 &&
          !el.parentElement?.closest('.table-scroll, .ticker-text'),
      )
      .slice(0, 8)
      .map(describe);
    const chain: string[] = [];
    for (let el = document.querySelector('table')?.parentElement; el; el = el.parentElement)
      chain.push(describe(el));
    return [...wide, '--', ...chain.slice(0, 8)];
  });
}
