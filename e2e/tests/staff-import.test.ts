import { type CorrectionRow, endpointUrl, registrationDeskEndpoints } from '@bulten/core';
import { afterAll, describe, expect, it } from 'vitest';
import { CorrectionsBlock } from '../pages/corrections-block';
import { StaffAuditScreen } from '../pages/staff-audit';
import { StaffImportScreen } from '../pages/staff-import';
import {
  apiGet,
  bulletinApi,
  cancelTrade,
  correctTrade,
  previousTradingDay,
  registerTrade,
} from '../support/api';
import { AXE_TEST_TIMEOUT, seriousViolations } from '../support/axe';
import { istanbulNow } from '../support/dates';
import { E2E_USERS } from '../support/fixtures';
import { overlap, placement } from '../support/geometry';
import { expectNewLowShown } from '../support/late-changes';
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
  const url = endpointUrl(registrationDeskEndpoints.TescilList, {}, { pageSize: 1 });
  return (await apiGet<{ TotalCount: number }>(url, { token })).TotalCount;
}

describe('staff console: import', () => {
  it.each(['tr', 'en'] as const)(
    'lists every problem of a bad file by line and column, worded in the screen’s language, and changes nothing (%s)',
    async (lang) => {
      const screen = await importScreen(lang);
      const before = await totalRegistrations();
      const now = istanbulNow();
      await screen.choose(
        'bad.csv',
        `${HEADER}\nE2E-IMP-OK-${Date.now()},${now},010101,100,20.5,SALON\nE2E-IMP-X,${now},YOK,abc,1,PAZAR\n`,
      );
      await screen.button('staff.import.check').click();
      await screen.problems(3).waitFor();
      const problem = (code: string, params: Record<string, string | number>) =>
        screen.t(`staff.problems.codes.${code}`, params);
      expect(await screen.problemRows(3)).toEqual([
        ['3', 'UrunKodu', problem('UNKNOWN_PRODUCT', { code: 'YOK' })],
        ['3', 'Miktar', problem('NOT_DECIMAL', { value: 'abc', decimals: 3, mark: '.' })],
        ['3', 'Kanal', problem('NOT_ONE_OF', { value: 'PAZAR', allowed: 'SALON, SERBEST, CANLI_HAYVAN' })],
      ]);
      // The words themselves, not only the keys: nothing of the server's English on a Turkish screen.
      const shown = (await screen.problemRows(3)).map((row) => row[2]).join(' ');
      if (lang === 'tr') {
        expect(shown).toContain('bilinmeyen ürün kodu "YOK"');
        expect(shown).not.toMatch(/unknown|is not/);
      } else expect(shown).toContain('unknown product code "YOK"');
      expect(await screen.button('staff.import.run').count()).toBe(0);
      expect(await totalRegistrations()).toBe(before);
      expect(await seriousViolations(screen.page)).toEqual([]);
    },
    AXE_TEST_TIMEOUT,
  );

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

  it.each(['tr', 'en'] as const)(
    'imports new rows onto the final previous trading day: the day bulletin and the product page mark them (%s)',
    { timeout: AXE_TEST_TIMEOUT },
    async (lang) => {
      const day = await previousTradingDay();
      const no = `E2E-IMP-LATE-${lang}-${Date.now()}`;
      imported.push(no);
      // A price below any other of the class that day (the English run's lower still): its low changes.
      const price = lang === 'tr' ? 1.0009 : 1.0008;
      const screen = await importScreen(lang);
      await screen.choose('late.csv', `${HEADER}\n${no},${day} 16:00,010101,100,${price},SERBEST\n`);
      await screen.checkAndImport();
      expect(await screen.count('staff.import.doneCaption', 'inserted')).toBe('1');

      const mine = await expectNewLowShown(lang, day, 'ICE_AKTARMA', price);

      const classId = mine.SinifId!;
      const item = await bulletinApi<CorrectionRow[]>(`GetKalemDuzeltmeleri/${classId}/${day}/${day}`, lang);
      const product = await openPage({
        language: lang,
        path: `/online-bulten/${classId}?aralik=custom&bas=${day}&bit=${day}`,
      });
      const itemBlock = new CorrectionsBlock(product.page, lang);
      const itemTable = itemBlock.table('itemCaption', { name: mine.SinifAdi ?? '' });
      await itemTable.waitFor();
      expect(await itemBlock.shown(itemTable, true)).toEqual(itemBlock.expected(item));
      expect((await itemBlock.shown(itemTable, true)).map((r) => r[4])).toContain(
        itemBlock.markText('ICE_AKTARMA'),
      );
    },
  );

  it.each(['tr', 'en'] as const)(
    'shows a correction in the audit log in words, its fields before → after (%s)',
    { timeout: AXE_TEST_TIMEOUT },
    async (lang) => {
      const token = await staffToken(E2E_USERS.operator);
      const no = `E2E-AUD-${lang}-${Date.now()}`;
      imported.push(no);
      // 1 234,5 kg at 21,1234 TL, then 2 000 kg at 21,0000 TL.
      await registerTrade(token, no);
      await correctTrade(token, no, {
        IslemZamani: istanbulNow(),
        UrunKodu: '010101',
        Miktar: '2000',
        BirimFiyat: '21',
        Kanal: 'SERBEST',
        Il: 'KONYA',
        Ilce: 'MERKEZ',
      });
      const storage = await staffStorage(E2E_USERS.admin);
      const { page } = await openPage({ path: '/yonetim/denetim', language: lang, storage });
      const audit = new StaffAuditScreen(page, lang);
      await audit.heading('staff.audit.title').waitFor();
      await audit.filterAction('registration_correct');
      const entry = await audit.entry('registration', no);
      expect(entry).toContain(audit.t('staff.audit.actions.registration_correct'));
      const field = (key: string) => audit.t(`staff.registrations.fields.${key}`);
      const changes = await audit.changes('registration', no);
      expect(changes).toEqual(
        expect.arrayContaining(
          lang === 'tr'
            ? [`${field('Miktar')}: 1.234,5 → 2.000`, `${field('BirimFiyat')}: 21,1234 → 21,0000`]
            : [`${field('Miktar')}: 1,234.5 → 2,000`, `${field('BirimFiyat')}: 21.1234 → 21.0000`],
        ),
      );
      // Words, never the action's code or a cut JSON text.
      expect(entry.join(' ')).not.toMatch(/registration\.correct|[{}]/);
      expect(await seriousViolations(page)).toEqual([]);
    },
  );

  it('is usable at 360 px and axe finds nothing serious', { timeout: AXE_TEST_TIMEOUT }, async () => {
    const screen = await importScreen('tr', PHONE);
    await expectNoSidewaysScroll(screen.page);
    expect(await seriousViolations(screen.page)).toEqual([]);
  });
});
