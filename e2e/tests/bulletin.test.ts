import { readFileSync } from 'node:fs';
import type { BulletinDetail, BulletinDetailCh, CorrectionRow, DayRow } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { BulletinPage } from '../pages/bulletin-page';
import { bulletinApi, latestTradingDay } from '../support/api';
import { seriousViolations } from '../support/axe';
import { istanbulToday, shownDate } from '../support/dates';
import { type Figure, figure, readFigure } from '../support/figures';
import { type Lang, text } from '../support/i18n';
import { expectNoSidewaysScroll, markLayouts } from '../support/layout';
import { openPage, openScreen, PHONE } from '../support/open-page';
import { serverHtml } from '../support/server-html';
import { waitUntil } from '../support/wait';

const name = (r: DayRow) =>
  r.Seviye === 'PRODUCT' ? r.UrunAdi : r.Seviye === 'CLASS' ? r.SinifAdi : r.GrupAdi;

/** What a row shows in its first columns: name, low, high, weighted average with its price unit. */
function expectedRow(r: DayRow): (string | Figure | null)[] {
  return [name(r) ?? '', figure(r.MinFiyat), figure(r.MaxFiyat), figure(r.OrtFiyat, r.FiyatBirimi ?? '')];
}

/** The first columns of a shown row, figures read back. */
function shownRow(lang: Lang, cells: string[]): (string | Figure | null)[] {
  return [cells[0] ?? '', ...cells.slice(1, 4).map((cell) => readFigure(lang, cell))];
}

describe.each(['tr', 'en'] as const)('daily bulletin in %s', (lang) => {
  it('opens the latest trading day, shows the API figures, steps to the previous day and downloads the PDF', async () => {
    const latest = await latestTradingDay('GetGunlukBultenDetay', lang);
    // The server already renders the day that stays shown: nothing moves when the page takes over.
    const caption = text(lang, 'bulletin.caption', { date: shownDate(lang, latest) });
    expect(await serverHtml('/online-bulten', lang)).toContain(caption);
    const { page, screen: bulletin } = await openScreen(BulletinPage, {
      language: lang,
      path: '/online-bulten',
    });
    // Without a date the screen shows today; a day without trades moves the URL to the latest trading day.
    const expectedUrlDate = latest === istanbulToday() ? null : latest;
    const urlDate = await waitUntil(
      async () => bulletin.urlDate(),
      (d) => d === expectedUrlDate,
      10_000,
    );
    expect(urlDate).toBe(expectedUrlDate);
    const detail = await bulletinApi<BulletinDetail>(`GetGunlukBultenDetay/${latest}`, lang);
    expect(detail.Satirlar.length).toBeGreaterThan(0);
    const table = bulletin.dayTable(detail.Tarih);
    await table.waitFor();
    const rows = await bulletin.dayRows(detail.Tarih);
    expect(rows.map((r) => shownRow(lang, r))).toEqual(detail.Satirlar.map(expectedRow));
    expect(rows.map((r) => readFigure(lang, r[6]))).toEqual(
      detail.Satirlar.map((r) => figure(r.IslemSayisi)),
    );
    await bulletin.badge(detail.Kesin).waitFor();

    expect(await seriousViolations(page)).toEqual([]);
    const download = page.waitForEvent('download');
    await bulletin.button('bulletin.pdf').click();
    const file = readFileSync(await (await download).path());
    expect(file.subarray(0, 5).toString()).toBe('%PDF-');

    if (detail.OncekiIslemGunu) {
      await bulletin.button('bulletin.previousDay').click();
      await bulletin.dayTable(detail.OncekiIslemGunu).waitFor();
      expect(bulletin.urlDate()).toBe(detail.OncekiIslemGunu);
    }
  });

  it('shows the live-animal bulletin with TL per head and per kg of live weight, with no sideways scroll at 360 px', async () => {
    const date = await latestTradingDay('GetGunlukBultenDetayCH', lang);
    const detail = await bulletinApi<BulletinDetailCh>(`GetGunlukBultenDetayCH/${date}`, lang);
    const { page } = await openPage({
      language: lang,
      viewport: PHONE,
      path: `/online-bulten-ch?tarih=${date}`,
    });
    const bulletin = await new BulletinPage(page, lang).ready();
    const table = bulletin.dayTable(date);
    await table.waitFor();
    const rows = await bulletin.dayRows(date);
    expect(rows.map((r) => shownRow(lang, r))).toEqual(detail.Satirlar.map(expectedRow));
    expect(rows.map((r) => readFigure(lang, r[9]))).toEqual(detail.Satirlar.map((r) => figure(r.BasFiyat)));
    expect(rows.map((r) => readFigure(lang, r[10]))).toEqual(detail.Satirlar.map((r) => figure(r.KgFiyat)));
    await expectNoSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
  });
});

/** The latest day (searching at most 60 trading days back) on which a bulletin's figures were corrected. */
async function correctedDay(endpoint: 'GetGunlukBultenDetay' | 'GetGunlukBultenDetayCH'): Promise<string> {
  let date: string | null = await latestTradingDay(endpoint);
  for (let i = 0; i < 60 && date; i += 1) {
    const detail: BulletinDetail = await bulletinApi<BulletinDetail>(`${endpoint}/${date}`, 'tr');
    const corrections = await bulletinApi<CorrectionRow[]>(`GetDuzeltmeler/${date}`, 'tr');
    const classes = new Set(detail.Satirlar.map((r) => r.SinifId));
    if (corrections.some((c) => classes.has(c.SinifId))) return date;
    date = detail.OncekiIslemGunu;
  }
  throw new Error(`no corrected day in ${endpoint}`);
}

describe('"corrected" marks in the day bulletin', () => {
  it.each([
    ['crops', '/online-bulten', 'GetGunlukBultenDetay'],
    ['live animals', '/online-bulten-ch', 'GetGunlukBultenDetayCH'],
  ] as const)(
    'sit whole under their figures in the %s bulletin at 360, 1366 and 1920 px',
    async (_kind, path, endpoint) => {
      const date = await correctedDay(endpoint);
      for (const width of [360, 1366, 1920]) {
        const { page } = await openPage({ viewport: { width, height: 800 }, path: `${path}?tarih=${date}` });
        const bulletin = await new BulletinPage(page).ready();
        await bulletin.dayTable(date).locator('.corrected-mark').first().waitFor();
        const marks = await markLayouts(bulletin.dayTable(date), '.corrected-mark');
        expect(marks.length).toBeGreaterThan(0);
        const words = [text('tr', 'corrections.mark'), text('tr', 'corrections.cancelledMark')];
        for (const mark of marks) {
          expect(words, `${width} px`).toContain(mark.text);
          expect(mark, `${width} px: ${mark.text}`).toEqual({
            text: mark.text,
            whole: true,
            insideCell: true,
            overFigure: false,
            cellSpills: false,
          });
        }
      }
    },
  );
});
