import { type Card, quantityUnitLabel, type TradeRow, type TradeRowCh } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { TransactionsPage } from '../pages/transactions-page';
import { bulletinApi } from '../support/api';
import { AXE_TEST_TIMEOUT, seriousViolations } from '../support/axe';
import { shownDate } from '../support/dates';
import { cellFigures, figure } from '../support/figures';
import { type Lang, text } from '../support/i18n';
import { expectNoSidewaysScroll } from '../support/layout';
import { openPage, openScreen, PHONE } from '../support/open-page';
import { screenInEachLanguage } from '../support/screen-test';

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
  const cells = cellFigures(lang, await list.rows().first().locator('td').allTextContents());
  const unit = first.Birim ? quantityUnitLabel(first.Birim, lang) : '';
  expect(cells).toContainEqual(figure(first.Miktar, unit));
  expect(cells).toContainEqual(figure(first.BirimFiyat, first.FiyatBirimi ?? 'TL'));
  expect(cells).toContainEqual(figure(first.Tutar, 'TL'));
  const kurus = expected.reduce((sum, r) => sum + Math.round(r.Tutar * 100), 0);
  const totals = await list.totals().locator('th, td').allTextContents();
  expect(cellFigures(lang, totals)).toContainEqual(figure(kurus / 100, 'TL'));
  expect(totals.join(' ')).toContain(text(lang, 'latestTrades.totalRow', { count: expected.length }));
}

screenInEachLanguage(
  'latest trades',
  "shows the API's trades, filters them through the URL, and passes axe",
  { model: TransactionsPage, path: '/son-islemler' },
  async ({ page, consoleErrors, screen: list }, lang) => {
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
  },
);

describe('latest trades from a shared URL', () => {
  it(
    'applies channel, date and time window from the URL',
    async () => {
      const [latest] = await bulletinApi<TradeRowCh[]>('GetOnlineBultenSonIslemlerCH?limit=1', 'tr');
      if (!latest) throw new Error('no live-animal trade');
      const query = `kanal=CANLI_HAYVAN&tarih=${latest.IslemTarih}&bas=09:00&bit=17:59`;
      const { screen: list } = await openScreen(TransactionsPage, { path: `/son-islemler?${query}` });
      const expected = await bulletinApi<TradeRowCh[]>(
        `GetOnlineBultenSonIslemlerCH?limit=${LIMIT}&kanal=CANLI_HAYVAN&tarih=${latest.IslemTarih}&baslangic=09:00&bitis=17:59`,
        'tr',
      );
      await expectRows(list, 'tr', expected);
      expect(await list.select('latestTrades.channelLabel').inputValue()).toBe('CANLI_HAYVAN');
      expect(await list.select('latestTrades.from').inputValue()).toBe('09:00');
    },
    AXE_TEST_TIMEOUT,
  );

  it.each(['tr', 'en'] as const)(
    'filters by a date and times typed in the app’s own fields in %s, not the browser’s (mm/dd/yyyy) inputs',
    async (lang) => {
      const [latest] = await bulletinApi<TradeRowCh[]>('GetOnlineBultenSonIslemlerCH?limit=1', lang);
      if (!latest) throw new Error('no live-animal trade');
      const { page, screen: list } = await openScreen(TransactionsPage, {
        language: lang,
        path: '/son-islemler',
      });
      expect(await page.locator('input[type="date"], input[type="time"]').count()).toBe(0);
      await list.typeFilter('latestTrades.date', shownDate(lang, latest.IslemTarih));
      await page.waitForURL(new RegExp(`tarih=${latest.IslemTarih}`));
      await list.typeFilter('latestTrades.from', '9.00');
      await page.waitForURL(/bas=09%3A00|bas=09:00/);
      expect(await list.filterField('latestTrades.from').inputValue()).toBe('09:00');
      await list.typeFilter('latestTrades.to', '25:00');
      expect(await list.filterProblem('latestTrades.to')).toBe(text(lang, 'timeField.invalid'));
      expect(new URL(page.url()).searchParams.get('bit')).toBeNull();
      expect(await seriousViolations(page)).toEqual([]);
    },
    AXE_TEST_TIMEOUT,
  );

  it(
    'does not scroll sideways at 360 px',
    async () => {
      const { page } = await openScreen(TransactionsPage, { viewport: PHONE, path: '/son-islemler' });
      await expectNoSidewaysScroll(page);
    },
    AXE_TEST_TIMEOUT,
  );
});

describe.each(['tr', 'en'] as const)('online transactions detail in %s', (lang) => {
  it(
    "shows the list and the cards' latest trades per class",
    async () => {
      const { page } = await openPage({ language: lang, viewport: PHONE, path: '/online-islemler-detay' });
      const list = await new TransactionsPage(page, lang, 'onlineTrades.title').ready();
      const cardTrades = await bulletinApi<TradeRow[]>('GetOnlineKartIslem?limit=50', lang);
      const classes = [...new Map(cardTrades.map((r) => [r.SinifId, r.SinifAdi])).values()];
      const region = list.cardsRegion();
      const first = classes[0] ?? '';
      const table = region.getByRole('table', {
        name: text(lang, 'onlineTrades.classCaption', { name: first }),
      });
      await table.waitFor();
      expect(await region.getByRole('heading', { level: 3 }).count()).toBe(classes.length);
      const firstRows = cardTrades.filter((r) => r.SinifAdi === first);
      expect(await table.locator('tbody tr').count()).toBe(firstRows.length);
      await expectNoSidewaysScroll(page);
      expect(await seriousViolations(page)).toEqual([]);
    },
    AXE_TEST_TIMEOUT,
  );
});
