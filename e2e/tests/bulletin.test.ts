import { readFileSync } from 'node:fs';
import type { BulletinDetail, BulletinDetailCh, DayRow } from '@bulten/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  api,
  BulletinPage,
  num,
  price,
  scrollWidth,
  seriousViolations,
  tableRows,
  wideElements,
} from '../pages/bulletin-page';
import { launchBrowser, openPage, waitUntil } from '../support/browser';
import type { Lang } from '../support/i18n';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const name = (r: DayRow) =>
  r.Seviye === 'PRODUCT' ? r.UrunAdi : r.Seviye === 'CLASS' ? r.SinifAdi : r.GrupAdi;

/** What a row of the table shows in its first columns: name, low, high, weighted average, …, trades. */
function expectedRow(lang: Lang, r: DayRow): string[] {
  return [
    name(r) ?? '',
    price(lang, r.MinFiyat),
    price(lang, r.MaxFiyat),
    price(lang, r.OrtFiyat, r.FiyatBirimi),
  ];
}

describe.each(['tr', 'en'] as const)('daily bulletin in %s', (lang) => {
  it('opens the latest trading day, shows the API figures, steps to the previous day and downloads the PDF', async () => {
    const { page, context } = await openPage(browser, { language: lang });
    const bulletin = new BulletinPage(page, lang);
    await bulletin.open('/online-bulten');
    const date = await waitUntil(
      async () => bulletin.urlDate(),
      (d) => d !== null,
      10_000,
    );
    expect(date).not.toBeNull();
    const detail = await api<BulletinDetail>(`GetGunlukBultenDetay/${date}`, lang);
    expect(detail.Satirlar.length).toBeGreaterThan(0);
    const table = bulletin.table(detail.Tarih);
    await table.waitFor();
    const rows = await tableRows(table);
    expect(rows.map((r) => r.slice(0, 4))).toEqual(detail.Satirlar.map((r) => expectedRow(lang, r)));
    expect(rows.map((r) => r[6])).toEqual(detail.Satirlar.map((r) => num(lang, r.IslemSayisi)));
    await bulletin.badge(detail.Kesin).waitFor();

    expect(await seriousViolations(page)).toEqual([]);
    const download = page.waitForEvent('download');
    await bulletin.button('bulletin.pdf').click();
    const file = readFileSync(await (await download).path());
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');

    if (detail.OncekiIslemGunu) {
      await bulletin.button('bulletin.previousDay').click();
      await bulletin.table(detail.OncekiIslemGunu).waitFor();
      expect(bulletin.urlDate()).toBe(detail.OncekiIslemGunu);
    }
    await context.close();
  });

  it('shows the live-animal bulletin with TL per head and per kg of live weight, with no sideways scroll at 360 px', async () => {
    const { page, context } = await openPage(browser, {
      language: lang,
      viewport: { width: 360, height: 740 },
    });
    const bulletin = new BulletinPage(page, lang);
    const latest = await api<BulletinDetailCh>(
      `GetGunlukBultenDetayCH/${new Date().toISOString().slice(0, 10)}`,
      lang,
    );
    const date = latest.Satirlar.length > 0 ? latest.Tarih : (latest.OncekiIslemGunu ?? latest.Tarih);
    const detail = await api<BulletinDetailCh>(`GetGunlukBultenDetayCH/${date}`, lang);
    await bulletin.open(`/online-bulten-ch?tarih=${date}`);
    const table = bulletin.table(date);
    await table.waitFor();
    const rows = await tableRows(table);
    expect(rows.map((r) => r.slice(0, 4))).toEqual(detail.Satirlar.map((r) => expectedRow(lang, r)));
    expect(rows.map((r) => r[9])).toEqual(
      detail.Satirlar.map((r) => (r.BasFiyat === null ? '–' : price(lang, r.BasFiyat))),
    );
    expect(rows.map((r) => r[10])).toEqual(
      detail.Satirlar.map((r) => (r.KgFiyat === null ? '–' : price(lang, r.KgFiyat))),
    );
    expect(await scrollWidth(page), (await wideElements(page)).join('\n')).toBeLessThanOrEqual(360);
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
