import AxeBuilder from '@axe-core/playwright';
import { quantityUnitLabel, type Unit } from '@bulten/core';
import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { type Lang, text } from '../support/i18n';

const LOCALES: Record<Lang, string> = { tr: 'tr-TR', en: 'en-GB' };

/** GET on the bulletin API in a language, parsed as JSON (fails on a non-2xx answer). */
export async function bulletinApi<T>(path: string, lang: Lang): Promise<T> {
  const url = `${inject('e2e').baseUrl}/api/v1/CMS/OnlineKullaniciBulten/${path}`;
  const response = await fetch(url, { headers: { Lang: lang, langid: lang === 'tr' ? '1' : '2' } });
  if (!response.ok) throw new Error(`${path} answered ${response.status}`);
  return (await response.json()) as T;
}

/** A number as the web writes it: fixed decimals, grouped (tr `1.250.000`, `20,6840`). */
export function fmtNumber(lang: Lang, value: number, decimals = 0): string {
  return new Intl.NumberFormat(LOCALES[lang], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
    useGrouping: 'always',
  }).format(value);
}

/** A date `YYYY-MM-DD` as the web writes it (tr `20.11.2026`, en `20/11/2026`). */
export function fmtDate(lang: Lang, date: string): string {
  const [y, m, d] = date.split('-');
  return lang === 'tr' ? `${d}.${m}.${y}` : `${d}/${m}/${y}`;
}

/** A price with its unit (`20,9050 TL/kg`). */
export function fmtPrice(lang: Lang, value: number, priceUnit: string | null): string {
  return `${fmtNumber(lang, value, 4)} ${priceUnit ?? 'TL'}`;
}

/** An amount in TL (`2.731.029,20 TL`). */
export function fmtAmount(lang: Lang, value: number): string {
  return `${fmtNumber(lang, value, 2)} TL`;
}

/** A quantity with its unit (`130.640 kg`, `12,5 baş`; the decimals it has, at most 3). */
export function fmtQuantity(lang: Lang, value: number, unit: Unit | null): string {
  const number = new Intl.NumberFormat(LOCALES[lang], { maximumFractionDigits: 3, useGrouping: 'always' });
  return `${number.format(value)} ${unit ? quantityUnitLabel(unit, lang) : ''}`.trim();
}

/** axe-core's serious and critical violations on the page (ids and the first target of each). */
export async function seriousViolations(page: Page): Promise<string[]> {
  const result = await new AxeBuilder({ page }).analyze();
  return result.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The page's width as scrolled (must not exceed the viewport at 360 px). */
export function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** The dashboard (`/`): session, totals, cards, latest trades. */
export class DashboardPage {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'tr',
  ) {}

  /** Opens the dashboard and waits for its cards. */
  async open(path = '/'): Promise<void> {
    await this.page.goto(path);
    await this.page.getByRole('heading', { level: 1, name: text(this.lang, 'dashboard.title') }).waitFor();
    await this.page.locator('article.market-card').first().waitFor();
  }

  section(titleKey: string, values: Record<string, string> = {}): Locator {
    return this.page.getByRole('region', { name: text(this.lang, titleKey, values), exact: true });
  }

  /** The card named `name` (its `h4`). */
  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }

  /** The latest trades table of the dashboard. */
  latestTrades(): Locator {
    return this.section('dashboard.latestTrades').getByRole('table');
  }

  /** A tile of the day's totals by its label key. */
  totalTile(labelKey: string): Locator {
    return this.page
      .locator('.figure-tiles > div')
      .filter({ has: this.page.getByText(text(this.lang, labelKey), { exact: true }) })
      .locator('dd');
  }
}
