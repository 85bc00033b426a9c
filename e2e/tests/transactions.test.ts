import type { Card, TradeRow, TradeRowCh } from '@bulten/core';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bulletinApi,
  fmtAmount,
  fmtPrice,
  fmtQuantity,
  scrollWidth,
  seriousViolations,
} from '../pages/dashboard-page';
import { TransactionsPage } from '../pages/transactions-page';
import { launchBrowser, openPage } from '../support/browser';
import { type Lang, text } from '../support/i18n';

/** Per test: axe on a full table page takes long on a busy machine. */
const SLOW = 240_000;

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const LIMIT = 50;

function merged(a: TradeRow[], b: TradeRow[]): TradeRow[] {
  const at = (r: TradeRow) => Date.parse(r.IslemZamani);
  return [...a, ...b].sort((x, y) => at(y) - at(x) || y.Id - x.Id).slice(0, LIMIT);
}

async function expectRows(list: TransactionsPage, lang: Lang, expected: TradeRow[]) {
  // Every registration number in order: a previous filter's list kept on screen while loading cannot pass.
  await list.page.waitForFunction(
    (numbers) =>
      [...document.querySelectorAll('table.market-table tbody tr[data-trade-no]')]
        .map((row) => row.getAttribute('data-trade-no'))
        .join(',') === numbers,
    expected.map((r) => r.TescilNo).join(','),
  );
  const first = expected[0];
  if (!first) return;
  const cells = await list.rows().first().locator('td').allTextContents();
  expect(cells).toContain(fmtQuantity(lang, first.Miktar, first.Birim));
  expect(cells).toContain(fmtPrice(lang, first.BirimFiyat, first.FiyatBirimi));
  expect(cells).toContain(fmtAmount(lang, first.Tutar));
  const kurus = expected.reduce((sum, r) => sum + Math.round(r.Tutar * 100), 0);
  expect(await list.totals().textContent()).toContain(fmtAmount(lang, kurus / 100));
  expect(await list.totals().textContent()).toContain(
    text(lang, 'latestTrades.totalRow', { count: expected.length }),
  );
}

describe.each(['tr', 'en'] as const)('latest trades in %s', (lang) => {
  it(
    "shows the API's trades, filters them through the URL, and passes axe",
    async () => {
      const { page, context, consoleErrors } = await openPage(browser, { language: lang });
      const list = new TransactionsPage(page, lang);
      await list.open();
      const crops = await bulletinApi<TradeRow[]>(`GetOnlineBultenSonIslemler?limit=${LIMIT}`, lang);
      const animals = await bulletinApi<TradeRowCh[]>(`GetOnlineBultenSonIslemlerCH?limit=${LIMIT}`, lang);
      await expectRows(list, lang, merged(crops, animals));
      expect(await seriousViolations(page)).toEqual([]);

      const [group] = await bulletinApi<Card[]>('GetOnlineBultenAnaKart', lang);
      if (!group) throw new Error('no card');
      await list.select('latestTrades.group').selectOption(String(group.GrupId));
      await page.waitForURL(`**/son-islemler?grup=${group.GrupId}`);
      const byGroup = await bulletinApi<TradeRow[]>(
        `GetOnlineBultenSonIslemler?limit=${LIMIT}&grupId=${group.GrupId}`,
        lang,
      );
      await expectRows(list, lang, byGroup);

      await list.select('latestTrades.channelLabel').selectOption('SALON');
      await page.waitForURL(/kanal=SALON/);
      const hall = await bulletinApi<TradeRow[]>(
        `GetOnlineBultenSonIslemler?limit=${LIMIT}&grupId=${group.GrupId}&kanal=SALON`,
        lang,
      );
      await expectRows(list, lang, hall);
      expect(consoleErrors).toEqual([]);
      await context.close();
    },
    SLOW,
  );
});

describe('latest trades from a shared URL', () => {
  it(
    'applies channel, date and time window from the URL',
    async () => {
      const { page, context } = await openPage(browser);
      const list = new TransactionsPage(page);
      const [latest] = await bulletinApi<TradeRowCh[]>('GetOnlineBultenSonIslemlerCH?limit=1', 'tr');
      if (!latest) throw new Error('no live-animal trade');
      const query = `kanal=CANLI_HAYVAN&tarih=${latest.IslemTarih}&bas=09:00&bit=17:59`;
      await list.open(`/son-islemler?${query}`);
      const expected = await bulletinApi<TradeRowCh[]>(
        `GetOnlineBultenSonIslemlerCH?limit=${LIMIT}&kanal=CANLI_HAYVAN&tarih=${latest.IslemTarih}&baslangic=09:00&bitis=17:59`,
        'tr',
      );
      await expectRows(list, 'tr', expected);
      expect(await list.select('latestTrades.channelLabel').inputValue()).toBe('CANLI_HAYVAN');
      expect(await list.select('latestTrades.from').inputValue()).toBe('09:00');
      await context.close();
    },
    SLOW,
  );

  it(
    'does not scroll sideways at 360 px',
    async () => {
      const { page, context } = await openPage(browser, { viewport: { width: 360, height: 740 } });
      const list = new TransactionsPage(page);
      await list.open();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
      await context.close();
    },
    SLOW,
  );
});

describe.each(['tr', 'en'] as const)('online transactions detail in %s', (lang) => {
  it(
    "shows the list and the cards' latest trades per class",
    async () => {
      const { page, context } = await openPage(browser, {
        language: lang,
        viewport: { width: 360, height: 740 },
      });
      const list = new TransactionsPage(page, lang);
      await list.open('/online-islemler-detay', 'onlineTrades.title');
      const cardTrades = await bulletinApi<TradeRow[]>('GetOnlineKartIslem?limit=50', lang);
      const classes = [...new Map(cardTrades.map((r) => [r.SinifId, r.SinifAdi])).values()];
      const region = page.getByRole('region', { name: text(lang, 'onlineTrades.cardsHeading'), exact: true });
      const first = classes[0] ?? '';
      const table = region.getByRole('table', {
        name: text(lang, 'onlineTrades.classCaption', { name: first }),
      });
      await table.waitFor();
      expect(await region.getByRole('heading', { level: 3 }).count()).toBe(classes.length);
      const firstRows = cardTrades.filter((r) => r.SinifAdi === first);
      expect(await table.locator('tbody tr').count()).toBe(firstRows.length);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
      expect(await seriousViolations(page)).toEqual([]);
      await context.close();
    },
    SLOW,
  );
});
