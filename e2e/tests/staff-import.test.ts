import { endpointUrl, staffDeskEndpoints } from '@bulten/core';
import { afterAll, describe, expect, it } from 'vitest';
import { StaffImportScreen } from '../pages/staff-import';
import { apiGet, bulletinApi, cancelTrade } from '../support/api';
import { AXE_TEST_TIMEOUT, seriousViolations } from '../support/axe';
import { istanbulNow } from '../support/dates';
import { E2E_USERS } from '../support/fixtures';
import { overlap, placement } from '../support/geometry';
import { expectNoSidewaysScroll } from '../support/layout';
import { openPage, PHONE } from '../support/open-page';
import { staffStorage, staffToken } from '../support/staff';

const HEADER = 'TescilNo,IslemZamani,UrunKodu,Miktar,BirimFiyat,Kanal';
const imported: string[] = [];

afterAll(async () => {
  const token = await staffToken(E2E_USERS.admin);
  for (const no of imported) await cancelTrade(token, no).catch(() => undefined);
});

async function importScreen(lang: 'tr' | 'en', viewport?: { width: number; height: number }) {
  const storage = await staffStorage(E2E_USERS.operator);
  const { page } = await openPage({ path: '/yonetim/ice-aktar', language: lang, viewport, storage });
  const screen = new StaffImportScreen(page, lang);
  await screen.heading('staff.import.title').waitFor();
  return screen;
}

async function totalRegistrations(): Promise<number> {
  const token = await staffToken(E2E_USERS.operator);
  const url = endpointUrl(staffDeskEndpoints.TescilList, {}, { pageSize: 1 });
  return (await apiGet<{ TotalCount: number }>(url, { token })).TotalCount;
}

describe('staff console: import', () => {
  it('lists every problem of a bad file by line and changes nothing', async () => {
    const screen = await importScreen('tr');
    const before = await totalRegistrations();
    const now = istanbulNow();
    await screen.choose(
      'bad.csv',
      `${HEADER}\nE2E-IMP-OK-${Date.now()},${now},010101,100,20.5,SALON\nE2E-IMP-X,${now},YOK,1,1,SALON\n`,
    );
    await screen.button('staff.import.check').click();
    const problems = screen.problems(1);
    await problems.waitFor();
    expect(await problems.getByRole('rowheader').allTextContents()).toEqual(['3']);
    expect(await problems.getByRole('cell').allTextContents()).toEqual([
      'UrunKodu: unknown product code "YOK"',
    ]);
    expect(await screen.button('staff.import.run').count()).toBe(0);
    expect(await totalRegistrations()).toBe(before);
  });

  it('checks a good file (counts, nothing written), then imports it (en)', async () => {
    const screen = await importScreen('en');
    const before = await totalRegistrations();
    const nos = [`E2E-IMP-A-${Date.now()}`, `E2E-IMP-B-${Date.now()}`];
    imported.push(...nos);
    const now = istanbulNow();
    await screen.choose(
      'good.csv',
      `${HEADER}\n${nos[0]},${now},010101,100,20.5,SALON\n${nos[1]},${now},010101,200,20.75,SERBEST\n`,
    );
    await screen.button('staff.import.check').click();
    await screen.table('staff.import.checkCaption').waitFor();
    expect(await screen.count('staff.import.checkCaption', 'inserted')).toBe('2');
    expect(await screen.count('staff.import.checkCaption', 'corrected')).toBe('0');
    expect(await totalRegistrations()).toBe(before);
    await screen.button('staff.import.run').click();
    await screen.table('staff.import.doneCaption').waitFor();
    expect(await screen.count('staff.import.doneCaption', 'inserted')).toBe('2');
    expect(await totalRegistrations()).toBe(before + 2);
  });

  it.each(['tr', 'en'] as const)(
    'checks a good catalogue file: counts new, changed and unchanged nodes, writes nothing (%s)',
    async (lang) => {
      const screen = await importScreen(lang);
      const code = `E2E${lang.toUpperCase()}${Date.now() % 100000}`;
      const header =
        'GrupKodu,GrupAdi,GrupAdiEn,SinifKodu,SinifAdi,SinifAdiEn,UrunKodu,UrunAdi,UrunAdiEn,Birim';
      const row = `${code},E2E GRUP,E2E GROUP,${code}1,E2E SINIF,E2E CLASS,${code}1A,E2E ÜRÜN,E2E PRODUCT,KG`;
      await screen.page.getByRole('radio', { name: screen.t('staff.import.kinds.catalogue') }).check();
      await screen.choose('catalogue.csv', `${header}\n${row}\n`);
      await screen.button('staff.import.check').click();
      await screen.table('staff.import.checkCaption').waitFor();
      const labels = 'staff.import.catalogueCounts';
      expect(await screen.outcomes('staff.import.checkCaption')).toEqual(
        ['inserted', 'corrected', 'skipped'].map((key) => screen.t(`${labels}.${key}`)),
      );
      expect(await screen.count('staff.import.checkCaption', 'inserted', labels)).toBe('3');
      expect(await screen.count('staff.import.checkCaption', 'corrected', labels)).toBe('0');
      expect(await screen.count('staff.import.checkCaption', 'skipped', labels)).toBe('0');
      const groups = await bulletinApi<unknown[]>('GetUrunGruplari', lang);
      expect(JSON.stringify(groups)).not.toContain(code);
    },
  );

  it('at 1366×768 draws its radio buttons whole and its file field in the screen’s language, nothing overlapping', async () => {
    const screen = await importScreen('tr', { width: 1366, height: 768 });
    const radios = screen.page
      .getByRole('radiogroup', { name: screen.t('staff.import.kind') })
      .getByRole('radio');
    expect(await radios.count()).toBe(2);
    for (const radio of await radios.all()) {
      // The checked mark is drawn inside its circle (unstyled, it fell below it as a black dot).
      const [circle, mark] = await radio.evaluate((input) => {
        const box = (el: Element | null) => {
          const r = el?.getBoundingClientRect();
          return r ? { left: r.left, top: r.top, right: r.right, bottom: r.bottom } : null;
        };
        return [box(input), box(input.parentElement?.querySelector('svg') ?? null)];
      });
      expect(circle!.bottom - circle!.top).toBeLessThanOrEqual(24);
      if (mark) {
        expect(mark.top).toBeGreaterThanOrEqual(circle!.top - 0.5);
        expect(mark.bottom).toBeLessThanOrEqual(circle!.bottom + 0.5);
      }
    }
    const file = screen.field('staff.import.file');
    await file.waitFor({ state: 'attached' });
    const title = screen.page.getByText(screen.t('staff.import.file'), { exact: true });
    const choose = screen.page.getByText(screen.t('staff.import.choose'), { exact: true });
    const note = screen.page.getByText(screen.t('staff.import.noFile'), { exact: true });
    const [a, b, c] = [await placement(title), await placement(choose), await placement(note)];
    expect(overlap(a.box, b.box) || overlap(b.box, c.box) || overlap(a.box, c.box)).toBe(false);
    expect(a.box.bottom).toBeLessThanOrEqual(b.box.top + 0.5);
    await screen.choose('gun.csv', `${HEADER}\n`);
    await screen.page.getByText('gun.csv', { exact: true }).waitFor();
  });

  it('is usable at 360 px and axe finds nothing serious', { timeout: AXE_TEST_TIMEOUT }, async () => {
    const screen = await importScreen('tr', PHONE);
    await expectNoSidewaysScroll(screen.page);
    expect(await seriousViolations(screen.page)).toEqual([]);
  });
});
