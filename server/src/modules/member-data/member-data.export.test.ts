import { beforeAll, expect, it } from 'vitest';
import { type AppTest, describeWithApp } from '../../../test/app.js';
import type { TestUser } from '../../../test/auth.js';
import { readSheetDownload } from '../../../test/download.js';
import { createTinyCatalogue, type TinyCatalogue } from '../../../test/factories.js';
import { tradeInput } from '../../../test/staff.js';
import { firstSheet } from '../../../test/xlsx.js';
import { applyRegistrationBatch } from '../registrations/registrations.service.js';

// Wednesday 4 March 2026, 10:00 in Istanbul.
const NOW = new Date('2026-03-04T07:00:00.000Z');
const P = '/api/v1/CMS/OnlineKullaniciBulten';

async function seed(t: AppTest, cat: TinyCatalogue, m1: number, m2: number): Promise<void> {
  const buy = { buyerMemberId: m1, sellerMemberId: m2 };
  await applyRegistrationBatch(t.kysely, [
    tradeInput('P1', '2026-03-02 10:00', cat.redHard, 10_000, '20.125', buy),
    tradeInput('P2', '2026-03-02 11:00', cat.feedBarley, 1_500, '10.8', { ...buy, channel: 'SERBEST' }),
    tradeInput('S1', '2026-03-03 10:00', cat.redSoft, 3_000, '18', { buyerMemberId: m2, sellerMemberId: m1 }),
  ]);
  await t.kysely
    .insertInto('member_stock')
    .values({
      member_id: m1,
      product_id: cat.redHard,
      warehouse: 'LİDAŞ; KONYA',
      quantity_milli: 1_234_567,
      updated_at: '2026-03-01T12:00:00.000Z',
    })
    .execute();
}

/**
 * The cells of a CSV answer's table (after the lines about the file and their empty line): BOM dropped, CRLF
 * lines, no quoted field in these fixtures except the one named. `csvAbout`: the lines before.
 */
function csvLines(body: string, delimiter: string): string[][] {
  return csvParts(body, delimiter).table;
}

function csvAbout(body: string, delimiter: string): string[][] {
  return csvParts(body, delimiter).about;
}

function csvParts(body: string, delimiter: string) {
  expect(body.startsWith('\uFEFF')).toBe(true);
  const lines = body.slice(1).split('\r\n');
  const blank = lines.indexOf('');
  const cells = (part: string[]) => part.filter((line) => line !== '').map((line) => line.split(delimiter));
  return { about: cells(lines.slice(0, blank)), table: cells(lines.slice(blank + 1)) };
}

describeWithApp('member data downloads', { now: NOW }, (t) => {
  let m1: TestUser;
  let m2: TestUser;
  let cat: TinyCatalogue;
  let id1: number;

  const get = (user: TestUser | null, path: string, lang?: 'tr' | 'en') =>
    t.inject(user, { url: `${P}/${path}`, lang });

  beforeAll(async () => {
    cat = await createTinyCatalogue(t.kysely);
    m1 = await t.signIn('member', { memberCode: 'M1' });
    m2 = await t.signIn('member', { memberCode: 'M2' });
    id1 = m1.memberId!;
    await seed(t, cat, id1, m2.memberId!);
  });

  it('downloads the registrations as Turkish CSV: `;`, decimal commas, private, named after member and range', async () => {
    const res = await get(m1, 'GetTesciller/2026-03-01/2026-03-04?format=csv');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="tescillerim_M1_2026-03-01_2026-03-04.csv"',
    );
    expect(csvAbout(res.body, ';')).toEqual([
      ['Liste', 'Tescillerim'],
      ['Üye', 'M1 TEST ÜYE M1'],
      ['Tarih aralığı', '01.03.2026 – 04.03.2026'],
    ]);
    const lines = csvLines(res.body, ';');
    expect(lines[0]!.slice(0, 4)).toEqual(['Tescil No', 'İşlem Tarihi', 'İşlem Zamanı', 'Ürün Kodu']);
    const json = (await get(m1, 'GetTesciller/2026-03-01/2026-03-04')).json();
    expect(lines.slice(1).map((l) => l[0])).toEqual(json.map((r: { TescilNo: string }) => r.TescilNo));
    expect(lines.slice(1).map((l) => l[0])).toEqual(['S1', 'P2', 'P1']);
    const p1 = lines[3]!;
    expect(p1.slice(0, 11)).toEqual([
      'P1',
      '02.03.2026',
      '02.03.2026 10:00',
      'BUG1A',
      'ANADOLU KIRMIZI SERT',
      'KG',
      'SALON',
      '10000',
      '20,1250',
      '201250,00',
      'M1 TEST ÜYE M1',
    ]);
  });

  it('downloads English XLSX whose rows equal the JSON answer', async () => {
    const path = `GetAlinanUrunMiktarDetay/${id1}/2026-03-01/2026-03-04`;
    const json = (await get(m1, path, 'en')).json();
    const res = await get(m1, `${path}?format=xlsx`, 'en');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="purchases-per-product_M1_2026-03-01_2026-03-04.xlsx"',
    );
    const sheet = await firstSheet(res.rawPayload);
    const { about, headerRow } = readSheetDownload(sheet);
    expect(about).toEqual([
      ['List', 'Purchases per Product'],
      ['Member', 'M1 TEST ÜYE M1'],
      ['Date range', '01/03/2026 – 04/03/2026'],
    ]);
    expect(sheet.getRow(headerRow).values).toEqual([
      undefined,
      'Product Code',
      'Product',
      'Unit',
      'Trades',
      'Quantity',
      'Amount (TL)',
      'Weighted Average',
      'Min',
      'Max',
    ]);
    expect(sheet.rowCount).toBe(headerRow + json.length);
    const read = [];
    for (let i = headerRow + 1; i <= sheet.rowCount; i += 1) {
      const v = sheet.getRow(i).values as unknown[];
      read.push({ UrunKodu: v[1], IslemSayisi: v[4], Miktar: v[5], Tutar: v[6], OrtFiyat: v[7] });
    }
    expect(read).toEqual(
      json.map((r: Record<string, unknown>) => ({
        UrunKodu: r.UrunKodu,
        IslemSayisi: r.IslemSayisi,
        Miktar: r.Miktar,
        Tutar: r.Tutar,
        OrtFiyat: r.OrtFiyat,
      })),
    );
    expect(read).toHaveLength(2);
  });

  it('downloads stock, committees, arrivals, day lists and monthly sales; quotes a field holding the delimiter', async () => {
    const stock = csvLines((await get(m1, `GetStokListesi/${id1}?format=csv`)).body, ';');
    expect(stock).toEqual([
      ['Ürün Kodu', 'Ürün', 'Birim', 'Depo', 'Miktar', 'Güncelleme'],
      ['BUG1A', 'ANADOLU KIRMIZI SERT', 'KG', '"LİDAŞ', ' KONYA"', '1234,567', '2026-03-01T12:00:00.000Z'],
    ]);
    const sizes: Array<[string, number]> = [
      [`GetUyeMeslekKomiteleri/${id1}`, 1],
      [`GetGelenUrunler/${id1}?from=2026-03-01&to=2026-03-04`, 1],
      [`GetAlinanUrunDetay/${id1}/2026-03-02`, 3],
      [`GetSatilanUrunDetay/${id1}/2026-03-03`, 2],
      [`GetSatilanUrun/${id1}/2026`, 2],
      [`GetAlinanUrunTarihliDetay/${id1}/2026-03-01/2026-03-04`, 3],
    ];
    for (const [path, lines] of sizes) {
      const res = await get(m1, `${path}${path.includes('?') ? '&' : '?'}format=csv`, 'en');
      expect(res.statusCode, path).toBe(200);
      expect(csvLines(res.body, ','), path).toHaveLength(lines);
    }
  });

  it('refuses another member’s file (403), a bad format (400) and no token (401)', async () => {
    expect((await get(m2, `GetStokListesi/${id1}?format=csv`)).statusCode).toBe(403);
    const bad = await get(m1, `GetStokListesi/${id1}?format=pdf`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.code).toBe('BAD_FORMAT');
    expect((await get(null, 'GetTesciller/2026-03-01/2026-03-04?format=csv')).statusCode).toBe(401);
  });
});
