import { type ArchiveRow, parseDateText } from '@bulten/core';
import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import { readCsvDownload, readSheetDownload } from '../../../test/download.js';
import { HISTORY_NOW, seedHistoryCatalogue } from '../../../test/history-data.js';
import { cellValues, firstSheet } from '../../../test/xlsx.js';

const P = '/api/v1/CMS/OnlineKullaniciBulten';

type Row = ArchiveRow;

// What the red class's download of 1–6 March says about itself above its table, in CSV and XLSX alike.
const RED_CLASS_ABOUT = [
  ['Fiyat Arşivi'],
  ['Grup', 'BUĞDAY'],
  ['Sınıf', '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR'],
  ['Tarih aralığı', '01.03.2026 – 06.03.2026'],
  ['Kanal', 'Tümü'],
];

describeWithApp('price archive', { seed: seedHistoryCatalogue, now: HISTORY_NOW }, (t) => {
  const d = t.data;

  const inject = (url: string, lang = 'tr') =>
    t.app.inject({ method: 'GET', url: `${P}/${url}`, headers: { lang } });
  const rows = async (url: string): Promise<Row[]> => (await inject(url)).json();

  it('gives one row per trading day, newest first, for a group, a class and a product', async () => {
    const group = await rows(`GetOnlineBultenFiyatArsiv/${d.wheatGroup}/2026-03-01/2026-03-06/TUMU`);
    expect(group).toEqual([
      {
        Tarih: '2026-03-05',
        MinFiyat: 11.5,
        MaxFiyat: 11.5,
        OrtFiyat: 11.5,
        IlkFiyat: 11.5,
        SonFiyat: 11.5,
        Miktar: 2_000,
        Tutar: 23_000,
        IslemSayisi: 1,
      },
      {
        Tarih: '2026-03-03',
        MinFiyat: 12.8,
        MaxFiyat: 12.8,
        OrtFiyat: 12.8,
        IlkFiyat: 12.8,
        SonFiyat: 12.8,
        Miktar: 8_000,
        Tutar: 102_400,
        IslemSayisi: 1,
      },
      // H4 10:00 @ 12 first, H6 12:00 @ 12.2 last (H8 at 13:00 was cancelled).
      {
        Tarih: '2026-03-02',
        MinFiyat: 11,
        MaxFiyat: 12.5,
        OrtFiyat: 12.2069,
        IlkFiyat: 12,
        SonFiyat: 12.2,
        Miktar: 145_000,
        Tutar: 1_770_000,
        IslemSayisi: 4,
      },
    ]);
    expect(await rows(`GetOnlineBultenFiyatArsiv/${d.redClass}/2026-03-01/2026-03-06/TUMU`)).toEqual(group);
    const product = await rows(`GetOnlineBultenFiyatArsiv/${d.redSoft}/2026-03-01/2026-03-06/TUMU`);
    expect(product.map((r) => [r.Tarih, r.Miktar, r.Tutar])).toEqual([
      ['2026-03-05', 2_000, 23_000],
      ['2026-03-02', 5_000, 55_000],
    ]);
    const serbest = await rows(`GetOnlineBultenFiyatArsiv/${d.redHard}/2025-01-01/2026-03-06/SERBEST`);
    expect(serbest.map((r) => [r.Tarih, r.OrtFiyat])).toEqual([
      ['2026-03-02', 12.2],
      ['2025-03-04', 11],
    ]);
  });

  it('totals equal the sums of the rows and the figures worked out by hand', async () => {
    const url = `${d.wheatGroup}/2024-01-01/2026-03-06/TUMU`;
    const list = await rows(`GetOnlineBultenFiyatArsiv/${url}`);
    const [totals] = (await inject(`GetOnlineBultenFiyatArsivToplam/${url}`)).json();
    const sum = (key: 'Miktar' | 'Tutar' | 'IslemSayisi') => list.reduce((s, r) => s + r[key], 0);
    expect(totals.Miktar).toBe(sum('Miktar'));
    expect(totals.Tutar).toBe(sum('Tutar'));
    expect(totals.IslemSayisi).toBe(sum('IslemSayisi'));
    expect(totals.MinFiyat).toBe(Math.min(...list.map((r) => r.MinFiyat)));
    expect(totals.MaxFiyat).toBe(Math.max(...list.map((r) => r.MaxFiyat)));
    // By hand: 2024: 1 000 @ 6 + 1 000 @ 7 + 10 000 @ 8 = 93 000 TL / 12 000 kg; 2025: 20 000 @ 10 + 5 000 @ 11
    // = 255 000 / 25 000; 2026: 1 895 400 / 155 000 → 2 243 400 TL / 192 000 kg = 11.684375 → 11.6844.
    expect(totals).toMatchObject({
      Seviye: 'GROUP',
      GrupId: d.wheatGroup,
      Kanal: 'TUMU',
      Baslangic: '2024-01-01',
      Bitis: '2026-03-06',
      IlkTarih: '2024-02-28',
      SonTarih: '2026-03-05',
      IslemGunu: 8,
      Miktar: 192_000,
      Tutar: 2_243_400,
      IslemSayisi: 11,
      MinFiyat: 6,
      MaxFiyat: 12.8,
      OrtFiyat: 11.6844,
      IlkFiyat: 6,
      SonFiyat: 11.5,
    });
  });

  it('pages with sayfa and boyut, keeping the bare array and the day count in X-Total-Count', async () => {
    const url = `GetOnlineBultenFiyatArsiv/${d.wheatGroup}/2024-01-01/2026-03-06/TUMU`;
    const page = await inject(`${url}?sayfa=2&boyut=3`);
    expect(page.headers['x-total-count']).toBe('8');
    expect(page.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(page.json().map((r: Row) => r.Tarih)).toEqual(['2025-03-04', '2025-03-03', '2024-03-04']);
    expect((await inject(`${url}?sayfa=3&boyut=3`)).json().map((r: Row) => r.Tarih)).toEqual([
      '2024-02-29',
      '2024-02-28',
    ]);
    expect((await inject(`${url}?sayfa=4&boyut=3`)).json()).toEqual([]);
    for (const bad of ['sayfa=0', 'boyut=0', 'boyut=5001', 'sayfa=x']) {
      const response = await inject(`${url}?${bad}`, 'en');
      expect([bad, response.statusCode, response.json().error.code]).toEqual([bad, 400, 'BAD_PAGE']);
    }
  });

  it('exports Turkish CSV with BOM, semicolons and decimal commas that parse back to the JSON', async () => {
    const url = `GetOnlineBultenFiyatArsiv/${d.redClass}/2026-03-01/2026-03-06/TUMU`;
    const json = await rows(url);
    const response = await inject(`${url}?format=csv`);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    // The file names its class and range, and says so in its first lines, before the table.
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="fiyat-arsivi_BUG1_1.GRUP-KIRMIZI-SERT-EKMEKLIK-BUGDAYLAR_2026-03-01_2026-03-06.csv"',
    );
    expect(response.rawPayload.subarray(0, 3)).toEqual(Buffer.from([0xef, 0xbb, 0xbf]));
    const { about, table: lines } = readCsvDownload(response.rawPayload, ';');
    expect(about).toEqual(RED_CLASS_ABOUT);
    expect(lines[0]).toEqual([
      'Tarih',
      'En Düşük (TL/kg)',
      'En Yüksek (TL/kg)',
      'Ağırlıklı Ortalama (TL/kg)',
      'İlk (TL/kg)',
      'Son (TL/kg)',
      'Miktar (kg)',
      'Tutar (TL)',
      'İşlem Sayısı',
    ]);
    const number = (text: string) => Number(text.replace(',', '.'));
    expect(lines[3]).toEqual([
      '02.03.2026',
      '11,0000',
      '12,5000',
      '12,2069',
      '12,0000',
      '12,2000',
      '145000',
      '1770000,00',
      '4',
    ]);
    expect(
      lines.slice(1, -1).map((l) => ({
        Tarih: parseDateText(l[0]!),
        OrtFiyat: number(l[3]!),
        Miktar: number(l[6]!),
        Tutar: number(l[7]!),
      })),
    ).toEqual(json.map((r) => ({ Tarih: r.Tarih, OrtFiyat: r.OrtFiyat, Miktar: r.Miktar, Tutar: r.Tutar })));
    expect(lines.at(-1)).toEqual([
      'TOPLAM',
      '11,0000',
      '12,8000',
      '12,2284',
      '12,0000',
      '11,5000',
      '155000',
      '1895400,00',
      '6',
    ]);
  });

  it('exports English CSV with commas and decimal points', async () => {
    const response = await inject(
      `GetOnlineBultenFiyatArsiv/${d.redClass}/2026-03-01/2026-03-06/TUMU?format=csv`,
      'en',
    );
    const lines = readCsvDownload(response.rawPayload).table;
    expect(lines[0]?.[3]).toBe('Weighted Average (TL/kg)');
    expect(lines[3]).toEqual([
      '02/03/2026',
      '11.0000',
      '12.5000',
      '12.2069',
      '12.0000',
      '12.2000',
      '145000',
      '1770000.00',
      '4',
    ]);
    expect(lines.at(-1)?.[0]).toBe('TOTAL');
  });

  it('names a product, its class and group, the range and a chosen channel in the file and its name (en)', async () => {
    const response = await inject(
      `GetOnlineBultenFiyatArsiv/${d.redSoft}/2026-03-01/2026-03-06/SERBEST?format=csv`,
      'en',
    );
    expect(response.headers['content-disposition']).toBe(
      'attachment; filename="price-archive_BUG1B_KIRMIZI-SERT-2-en-_2026-03-01_2026-03-06_SERBEST.csv"',
    );
    expect(readCsvDownload(response.rawPayload).about).toEqual([
      ['Price Archive'],
      ['Group', 'BUĞDAY (en)'],
      ['Class', '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR (en)'],
      ['Product', 'KIRMIZI SERT 2 (en)'],
      ['Date range', '01/03/2026 – 06/03/2026'],
      ['Channel', 'Over the counter'],
    ]);
  });

  it('exports XLSX that exceljs reads back to the same figures', async () => {
    const url = `GetOnlineBultenFiyatArsiv/${d.redClass}/2026-03-01/2026-03-06/TUMU`;
    const json = await rows(url);
    const response = await inject(`${url}?format=xlsx`);
    expect(response.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const sheet = await firstSheet(response.rawPayload);
    const { about, headerRow } = readSheetDownload(sheet);
    expect(about).toEqual(RED_CLASS_ABOUT);
    // The headers stay in view below the lines about the file.
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: headerRow });
    expect(sheet.rowCount).toBe(headerRow + json.length + 1);
    expect(sheet.getRow(headerRow).getCell(4).value).toBe('Ağırlıklı Ortalama (TL/kg)');
    const read = [];
    for (let i = headerRow + 1; i <= headerRow + json.length; i += 1) {
      const row = sheet.getRow(i);
      read.push({
        Tarih: (row.getCell(1).value as Date).toISOString().slice(0, 10),
        MinFiyat: row.getCell(2).value,
        MaxFiyat: row.getCell(3).value,
        OrtFiyat: row.getCell(4).value,
        IlkFiyat: row.getCell(5).value,
        SonFiyat: row.getCell(6).value,
        Miktar: row.getCell(7).value,
        Tutar: row.getCell(8).value,
        IslemSayisi: row.getCell(9).value,
      });
    }
    expect(read).toEqual(json);
    const total = sheet.getRow(headerRow + json.length + 1);
    expect(cellValues(total, [1, 7, 8, 9])).toEqual(['TOPLAM', 155_000, 1_895_400, 6]);
  });

  it('answers [] for an empty range, and 400 for bad input', async () => {
    expect(await rows(`GetOnlineBultenFiyatArsiv/${d.wheatGroup}/2026-04-01/2026-04-30/TUMU`)).toEqual([]);
    expect(
      (await inject(`GetOnlineBultenFiyatArsivToplam/${d.wheatGroup}/2026-04-01/2026-04-30/TUMU`)).json(),
    ).toEqual([]);
    const cases: Array<[string, string]> = [
      [`GetOnlineBultenFiyatArsiv/${d.wheatGroup}/2026-03-01/2026-03-06/TUMU?format=pdf`, 'BAD_FORMAT'],
      [`GetOnlineBultenFiyatArsiv/${d.wheatGroup}/2026-03-01/2026-03-06/KANAL`, 'BAD_CHANNEL'],
      [`GetOnlineBultenFiyatArsiv/x/2026-03-01/2026-03-06/TUMU`, 'BAD_ID'],
      [`GetOnlineBultenFiyatArsiv/424242/2026-03-01/2026-03-06/TUMU`, 'UNKNOWN_ID'],
      [`GetOnlineBultenFiyatArsiv/${d.wheatGroup}/2026-03-01/2026-02-31/TUMU`, 'BAD_DATE'],
      [`GetOnlineBultenFiyatArsivToplam/${d.wheatGroup}/2026-03-06/2026-03-01/TUMU`, 'BAD_RANGE'],
      [`GetOnlineBultenFiyatArsivToplam/${d.wheatGroup}/2005-01-01/2026-03-01/TUMU`, 'RANGE_TOO_LONG'],
    ];
    for (const [url, code] of cases) {
      const response = await inject(url, 'en');
      expect([url, response.statusCode, response.json().error.code]).toEqual([url, 400, code]);
    }
    expect((await inject(cases[0]![0])).json().Message).toBe(
      'Geçersiz dosya biçimi; json, csv, xlsx veya pdf olmalı.',
    );
  });
});
