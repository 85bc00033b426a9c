import type { Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { type Lang, text } from '../support/i18n';

/** What the staff API answers for a registration. */
export interface StaffResult {
  Sonuc: string;
  Tescil: { TescilNo: string; IslemTarih: string };
}

async function staffPost<T>(path: string, body: unknown, token: string): Promise<T> {
  const response = await fetch(`${inject('e2e').baseUrl}/api/v1/${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Lang: 'tr',
      langid: '1',
      Authorization: `Bearer ${token}`,
    },
    body: JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Now as an Istanbul wall-clock time `YYYY-MM-DDTHH:mm:ss` (UTC+3 all year). */
export function istanbulNow(): string {
  return new Date(Date.now() + 3 * 3_600_000).toISOString().slice(0, 19);
}

/** Registers a crop trade now through the staff API (`POST /api/v1/Tescil/Create`). */
export function registerTrade(token: string, no: string, price = '21.1234'): Promise<StaffResult> {
  return staffPost<StaffResult>(
    'Tescil/Create',
    {
      TescilNo: no,
      IslemZamani: istanbulNow(),
      UrunKodu: '010101',
      Miktar: '1234.5',
      BirimFiyat: price,
      Kanal: 'SERBEST',
      Il: 'KONYA',
      Ilce: 'MERKEZ',
    },
    token,
  );
}

/** Cancels a registration through the staff API (the e2e trades do not stay in the shared data). */
export function cancelTrade(token: string, no: string): Promise<StaffResult> {
  return staffPost<StaffResult>(`Tescil/Cancel/${encodeURIComponent(no)}`, { reason: 'e2e cleanup' }, token);
}

/** `son-islemler` and `online-islemler-detay`: filters, pause / resume, the trades table. */
export class TransactionsPage {
  constructor(
    readonly page: Page,
    readonly lang: Lang = 'tr',
  ) {}

  /** Opens a path and waits for the `h1` of `titleKey` and the first trade row. */
  async open(path = '/son-islemler', titleKey = 'latestTrades.title'): Promise<void> {
    await this.page.goto(path);
    await this.page.getByRole('heading', { level: 1, name: text(this.lang, titleKey) }).waitFor();
    await this.rows().first().waitFor();
  }

  /** The filtered trades table. */
  table(): Locator {
    return this.page.getByRole('table', { name: text(this.lang, 'latestTrades.caption'), exact: true });
  }

  rows(): Locator {
    return this.table().locator('tbody tr');
  }

  /** The row of a registration number. */
  row(no: string): Locator {
    return this.page.locator(`tr[data-trade-no="${no}"]`);
  }

  select(labelKey: string): Locator {
    return this.page.getByLabel(text(this.lang, labelKey), { exact: true });
  }

  pauseButton(): Locator {
    return this.page.getByRole('button', { name: text(this.lang, 'latestTrades.pause') });
  }

  resumeButton(): Locator {
    return this.page.getByRole('button', { name: text(this.lang, 'latestTrades.resume') });
  }

  /** The cells of the totals row. */
  totals(): Locator {
    return this.table().locator('tfoot tr');
  }
}
