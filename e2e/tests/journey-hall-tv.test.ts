import { catalogueNameEndpoints, type DailyClassCard, endpointUrl } from '@bulten/core';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { CatalogueNamesPage } from '../pages/catalogue-names-page';
import { type BoardLayout, type Box, HallScreenPage } from '../pages/hall-screen-page';
import { apiPost, bulletinApi } from '../support/api';
import { AXE_TEST_TIMEOUT, seriousViolations } from '../support/axe';
import { E2E_USERS } from '../support/fixtures';
import type { Lang } from '../support/i18n';
import { openPage, type Viewport } from '../support/open-page';
import { staffStorage, staffToken } from '../support/staff';

// The hall TV journey: a television in the trading hall shows the day's class prices, page after page, read
// from five metres. Every row of every page whole, names at most two lines, figures large and never cut.

const FULL_HD: Viewport = { width: 1920, height: 1080 };
const HD: Viewport = { width: 1280, height: 720 };
/** The smallest figure: 48 px at 1080p, the same board two thirds as large at 720p. */
const SMALLEST_FIGURE = (v: Viewport) => (48 * v.height) / 1080;
/** The smallest name: written at most two steps smaller (31 of 40 px at 1080p). */
const SMALLEST_NAME = (v: Viewport) => (31 * v.height) / 1080;

// Longer than any real class: a name that fits no two lines however small, and one word wider than its column.
const LONG_NAMES: Record<Lang, string> = {
  tr: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR (ANADOLU YEREL ÇEŞİTLERİ, TMO ALIM STANDARDINA UYGUN, DÖKME)',
  en: 'Group 1 Red Hard Bread Wheats (Anatolian local varieties, to the TMO purchase standard, in bulk)',
};
const LONG_WORD = 'KIRMIZISERTEKMEKLİKBUĞDAYLARANADOLUYERELÇEŞİTLERİ';

const inside = (inner: Box, outer: Box) =>
  inner.top >= outer.top - 0.5 &&
  inner.bottom <= outer.bottom + 0.5 &&
  inner.left >= outer.left - 0.5 &&
  inner.right <= outer.right + 0.5;

/** Every row of the page whole inside the board's room and the screen; names ≤ 2 lines; figures whole and large. */
function expectWholePage(layout: BoardLayout, viewport: Viewport, cutNames: readonly string[] = []) {
  const screen = { top: 0, left: 0, bottom: viewport.height, right: viewport.width };
  expect(layout.viewport).toEqual(viewport);
  expect(inside(layout.area, screen), 'board area on screen').toBe(true);
  expect(layout.rows.length).toBeGreaterThan(0);
  for (const row of layout.rows) {
    const what = `${layout.caption}: ${row.title}`;
    expect(inside(row.box, layout.area), `${what} inside the board`).toBe(true);
    expect(row.nameLines, `${what} lines`).toBeLessThanOrEqual(2);
    expect(row.nameFontSize, `${what} name size`).toBeGreaterThanOrEqual(SMALLEST_NAME(viewport) - 0.5);
    // Only a name that fits no two lines even written smaller is cut (and keeps its full text for readers).
    expect(row.nameCut, `${what} cut`).toBe(cutNames.includes(row.title));
    expect(row.figures).toHaveLength(2);
    for (const figure of row.figures) {
      expect(figure.scrollWidth, `${what} ${figure.text}`).toBeLessThanOrEqual(figure.clientWidth);
      expect(inside(figure.box, row.box), `${what} ${figure.text} inside its row`).toBe(true);
      expect(figure.fontSize, `${what} ${figure.text}`).toBeGreaterThanOrEqual(
        SMALLEST_FIGURE(viewport) - 0.01,
      );
    }
  }
}

/** Opens the hall screen turning pages every 3 s and reads every page, checking each as it comes. */
async function readAllPages(page: Page, lang: Lang, viewport: Viewport, date: string, cut: string[] = []) {
  const screen = await new HallScreenPage(page, lang).ready();
  const pages = await screen.pageCount(date);
  const layouts: BoardLayout[] = [];
  for (let n = 1; n <= pages; n += 1) {
    await screen.board(date, n, pages).waitFor({ timeout: 10_000 });
    const layout = await screen.boardLayout();
    expect(layout.caption).toContain(`${n}/${pages}`);
    expectWholePage(layout, viewport, cut);
    layouts.push(layout);
  }
  // Pages from what fits: a page ends only where the next row would not have fitted under it.
  layouts.slice(0, -1).forEach((layout, i) => {
    const next = layouts[i + 1]!.rows[0]!;
    const room = layout.area.bottom - layout.rows.at(-1)!.box.bottom;
    expect(next.box.bottom - next.box.top, `${layout.caption}: next row would fit`).toBeGreaterThan(room);
  });
  return { screen, layouts };
}

const shortNamed: number[] = [];
afterAll(async () => {
  const token = await staffToken(E2E_USERS.operator);
  for (const Id of shortNamed)
    await apiPost(
      endpointUrl(catalogueNameEndpoints.KatalogKisaAdKaydet),
      { Id, KisaAdTr: null, KisaAdEn: null },
      { token },
    );
});

describe.each([
  ['tr', '1920×1080', FULL_HD],
  ['en', '1920×1080', FULL_HD],
  ['tr', '1280×720', HD],
  ['en', '1280×720', HD],
] as const)('hall TV journey in %s at %s', (lang, _size, viewport) => {
  it(
    'shows every class on pages that fit the screen: rows whole, names in two lines, figures large and uncut; axe clean',
    async () => {
      const classes = await bulletinApi<DailyClassCard[]>('GetOnlineGunlukKartlar', lang);
      const { page, consoleErrors } = await openPage({
        language: lang,
        viewport,
        path: '/salon-ekrani?sure=3',
      });
      const { screen, layouts } = await readAllPages(page, lang, viewport, classes[0]!.IslemTarih);
      // Every class once, in order, with its full name (the demo's longest among them).
      expect(layouts.flatMap((l) => l.rows.map((r) => r.title))).toEqual(classes.map((c) => c.SinifAdi));
      const longest = classes.reduce((a, c) =>
        (c.SinifAdi ?? '').length > (a.SinifAdi ?? '').length ? c : a,
      );
      const longestRow = layouts.flatMap((l) => l.rows).find((r) => r.title === longest.SinifAdi)!;
      expect([longestRow.name, longestRow.nameLines, longestRow.nameCut]).toEqual([
        longest.SinifAdi,
        2,
        false,
      ]);
      console.log(
        `hall ${lang} ${viewport.width}x${viewport.height}: rows per page ${layouts.map((l) => l.rows.length).join('+')}, ` +
          `figure ${Math.min(...layouts.flatMap((l) => l.rows.flatMap((r) => r.figures.map((f) => f.fontSize))))} px, ` +
          `names ${[...new Set(layouts.flatMap((l) => l.rows.map((r) => r.nameFontSize)))].join('/')} px`,
      );
      expect(Math.max(...(await screen.tradeNameLines()))).toBeLessThanOrEqual(2);
      expect(await seriousViolations(page)).toEqual([]);
      expect(consoleErrors).toEqual([]);
    },
    AXE_TEST_TIMEOUT,
  );

  it('keeps a name longer than any class to two lines (full name for readers) and its figures whole', async () => {
    const classes = await bulletinApi<DailyClassCard[]>('GetOnlineGunlukKartlar', lang);
    const { page } = await openPage({
      language: lang,
      viewport,
      path: '/salon-ekrani?sure=3',
      // The day's cards as the server answers them, two classes renamed longer than any catalogue holds.
      prepare: (p) =>
        p.route('**/GetOnlineGunlukKartlar', async (route) => {
          const response = await route.fetch();
          const cards = (await response.json()) as DailyClassCard[];
          cards[0]!.SinifAdi = LONG_NAMES[lang];
          cards[1]!.SinifAdi = LONG_WORD;
          await route.fulfill({ response, json: cards });
        }),
    });
    const { layouts } = await readAllPages(page, lang, viewport, classes[0]!.IslemTarih, [
      LONG_NAMES[lang],
      LONG_WORD,
    ]);
    const [first, second] = layouts[0]!.rows;
    expect([first!.title, first!.nameLines, first!.nameCut]).toEqual([LONG_NAMES[lang], 2, true]);
    expect([second!.title, second!.nameLines]).toEqual([LONG_WORD, 2]);
  });
});

describe('hall TV journey: data staff give a long class a short name', () => {
  it('an operator sets the short names in the console; the hall shows them, its readers the full name', async () => {
    const [red] = await bulletinApi<DailyClassCard[]>('GetOnlineGunlukKartlar', 'tr');
    const [redEn] = await bulletinApi<DailyClassCard[]>('GetOnlineGunlukKartlar', 'en');
    const storage = await staffStorage(E2E_USERS.operator);
    const { page, consoleErrors } = await openPage({ path: '/yonetim/katalog', language: 'tr', storage });
    const names = new CatalogueNamesPage(page, 'tr');
    await names.heading('staff.nav.catalogue').waitFor();
    await names.search(red!.SinifKodu!);
    await names.row(red!.SinifAdi!).waitFor();
    shortNamed.push(red!.SinifId!);
    await names.setShortNames(red!.SinifAdi!, '1.GRUP KIRMIZI SERT', 'G1 Red Hard');
    await names.row(red!.SinifAdi!).getByRole('cell', { name: '1.GRUP KIRMIZI SERT', exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    expect(consoleErrors).toEqual([]);

    for (const [lang, short, full] of [
      ['tr', '1.GRUP KIRMIZI SERT', red!.SinifAdi!],
      ['en', 'G1 Red Hard', redEn!.SinifAdi!],
    ] as const) {
      const tv = await openPage({ language: lang, viewport: FULL_HD, path: '/salon-ekrani' });
      const hall = await new HallScreenPage(tv.page, lang).ready();
      // The row is named by its full name for screen readers, and shows the short one in large letters.
      const row = tv.page
        .getByRole('row')
        .filter({ has: tv.page.getByRole('rowheader', { name: full, exact: true }) });
      await row.getByText(short, { exact: true }).waitFor();
      const layout = await hall.boardLayout();
      expect(layout.rows[0]).toMatchObject({ name: short, title: full, nameCut: false });
      expect(layout.rows[0]!.nameFontSize).toBe(40);
      expectWholePage(layout, FULL_HD);
    }
  });
});
