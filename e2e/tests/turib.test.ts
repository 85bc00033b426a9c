import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fmtDate, fmtNumber, fmtQuantity, scrollWidth, seriousViolations } from '../pages/dashboard-page';
import { apiGet, tableTexts } from '../pages/price-archive-page';
import { TuribPageModel } from '../pages/turib-page';
import { launchBrowser, openPage } from '../support/browser';
import { type Lang, text } from '../support/i18n';

interface Turib {
  Tarih: string;
  Endeksler: Array<{ Ad: string; Deger: number; Onceki: number }>;
  Satirlar: Array<{
    Isin: string;
    Sinif: string;
    Il: string;
    Ilce: string;
    Depo: string;
    EnDusuk: number;
    EnYuksek: number;
    OrtFiyat: number;
    Kapanis: number;
    Miktar: number;
  }>;
  Gecikme: string;
}

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe.each([
  ['tr', { width: 360, height: 740 }],
  ['en', { width: 1280, height: 900 }],
] as const)('TÜRİB bulletin in %s', (lang: Lang, viewport) => {
  it('shows the latest session as the API gives it, with the delay note; a date is kept in the URL', async () => {
    const api = await apiGet<Turib>('CMS/OnlineKullaniciBulten/GetOnlineBultenTuribBulten', lang);
    expect(api.Satirlar.length).toBeGreaterThan(0);
    const date = fmtDate(lang, api.Tarih);
    const { page, context, consoleErrors } = await openPage(browser, { language: lang, viewport });
    const screen = new TuribPageModel(page, lang);
    await screen.open();
    await page.getByText(api.Gecikme).waitFor();
    const p = (v: number) => fmtNumber(lang, v, 4);
    expect(await tableTexts(screen.table('tableCaption', date))).toEqual(
      api.Satirlar.map((r) => [
        r.Isin,
        r.Sinif,
        `${r.Il} / ${r.Ilce}`,
        r.Depo,
        p(r.EnDusuk),
        p(r.EnYuksek),
        p(r.OrtFiyat),
        p(r.Kapanis),
        fmtQuantity(lang, r.Miktar, null),
      ]),
    );
    if (api.Endeksler.length > 0) {
      const lines = await tableTexts(screen.table('indexCaption', date));
      expect(lines.map((l) => l.slice(0, 3))).toEqual(
        api.Endeksler.map((i) => [i.Ad, fmtNumber(lang, i.Deger, 2), fmtNumber(lang, i.Onceki, 2)]),
      );
    }
    expect(await screen.dateField().inputValue()).toBe(date);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await scrollWidth(page)).toBeLessThanOrEqual(viewport.width);

    // A Sunday without a session: the same frame, an empty notice, the date in the URL.
    const sunday = '2026-11-15';
    await screen.open(`tarih=${sunday}`);
    await page.getByText(text(lang, 'turib.noSession', { date: fmtDate(lang, sunday) })).waitFor();
    expect(consoleErrors).toEqual([]);
    await context.close();
  });
});
