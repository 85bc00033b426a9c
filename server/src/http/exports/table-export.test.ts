import { describe, expect, it } from 'vitest';
import { readSheetDownload } from '../../../test/download.js';
import { firstSheet } from '../../../test/xlsx.js';
import {
  type ExportTable,
  neutraliseFormula,
  shownDate,
  shownRange,
  tableToCsv,
  tableToXlsx,
} from './table-export.js';

interface Row {
  name: string;
  note: string | null;
  change: number | null;
}

function table(rows: Row[]): ExportTable<Row> {
  return {
    title: 'Test',
    columns: [
      { header: { tr: 'Ad', en: 'Name' }, kind: 'text', value: (r) => r.name },
      { header: { tr: 'Not', en: 'Note' }, kind: 'text', value: (r) => r.note },
      { header: { tr: 'Değişim (%)', en: 'Change (%)' }, kind: 'percent', value: (r) => r.change },
    ],
    rows,
  };
}

const lines = (buffer: Buffer) => buffer.toString('utf8').slice(1).split('\r\n').slice(1, -1);

describe('CSV cells', () => {
  it.each(['=1+1', '+1+1', '-1+1', '@SUM(A1)', '\t=1+1', '\r=1+1'])(
    'neutralises text starting %j',
    (text) => {
      expect(neutraliseFormula(text)).toBe(`'${text}`);
    },
  );

  it.each(['BUĞDAY', '1=1', "'=already", ' =1', ''])('leaves text starting otherwise (%j)', (text) => {
    expect(neutraliseFormula(text)).toBe(text);
  });

  it('writes negative numbers as numbers and every text cell neutralised (tr)', () => {
    const csv = tableToCsv(
      table([
        { name: '=HYPERLINK("http://x","y")', note: '-3.5', change: -3.5 },
        { name: 'ARPA', note: null, change: -0.25 },
        { name: '@A1', note: '\t=1', change: 12 },
      ]),
      'tr',
    );
    expect(lines(csv)).toEqual([
      `"'=HYPERLINK(""http://x"",""y"")";'-3.5;-3,50`,
      'ARPA;;-0,25',
      `'@A1;'\t=1;12,00`,
    ]);
  });

  it('writes negative numbers as numbers with a decimal point (en)', () => {
    const csv = tableToCsv(table([{ name: '+90 555', note: 'ok', change: -3.5 }]), 'en');
    expect(lines(csv)).toEqual([`'+90 555,ok,-3.50`]);
  });
});

describe('dates and figures in files', () => {
  interface Trade {
    day: string;
    at: string;
    price: number;
    quantity: number;
  }
  const trades: ExportTable<Trade> = {
    title: 'Trades',
    columns: [
      { header: { tr: 'Tarih', en: 'Date' }, kind: 'date', value: (r) => r.day },
      { header: { tr: 'Zaman', en: 'Time' }, kind: 'datetime', value: (r) => r.at },
      { header: { tr: 'Fiyat', en: 'Price' }, kind: 'price', value: (r) => r.price },
      { header: { tr: 'Miktar', en: 'Quantity' }, kind: 'quantity', value: (r) => r.quantity },
    ],
    rows: [
      { day: '2026-03-02', at: '2026-03-02T07:05:00.000Z', price: 8990, quantity: 1250 },
      { day: '2026-03-02', at: '2026-03-02T21:30:00.000Z', price: 20.684, quantity: 12.5 },
    ],
  };

  it('writes CSV dates in the language’s order, instants in Istanbul time, figures with their kind’s decimals', () => {
    expect(lines(tableToCsv(trades, 'tr'))).toEqual([
      '02.03.2026;02.03.2026 10:05;8990,0000;1250',
      '02.03.2026;03.03.2026 00:30;20,6840;12,5',
    ]);
    expect(lines(tableToCsv(trades, 'en'))).toEqual([
      '02/03/2026,"02/03/2026, 10:05",8990.0000,1250',
      '02/03/2026,"03/03/2026, 00:30",20.6840,12.5',
    ]);
  });

  it('writes XLSX cells as real dates and numbers with the language’s date order and the kind’s format', async () => {
    for (const lang of ['tr', 'en'] as const) {
      const sheet = await firstSheet(await tableToXlsx(trades, lang));
      const [first, second] = [sheet.getRow(2), sheet.getRow(3)];
      expect(first.getCell(1).numFmt).toBe(lang === 'tr' ? 'dd.mm.yyyy' : 'dd/mm/yyyy');
      // A spreadsheet has no time zones: the cell holds the Istanbul wall-clock time.
      expect((second.getCell(2).value as Date).toISOString()).toBe('2026-03-03T00:30:00.000Z');
      expect(second.getCell(2).numFmt).toBe(lang === 'tr' ? 'dd.mm.yyyy hh:mm' : 'dd/mm/yyyy", "hh:mm');
      expect([first.getCell(3).numFmt, first.getCell(4).numFmt, second.getCell(4).numFmt]).toEqual([
        '#,##0.0000',
        '#,##0',
        '#,##0.###',
      ]);
    }
  });
});

describe('the lines about a file', () => {
  const about = [
    ['Fiyat Arşivi'],
    ['Ürün', '=ANADOLU'],
    ['Tarih aralığı', '01.03.2026 – 06.03.2026'],
  ] as const;
  const withAbout = { ...table([{ name: 'ARPA', note: null, change: 1.5 }]), about };

  it('head a CSV, each text cell neutralised, then an empty line, the headers and the rows', () => {
    const csv = tableToCsv(withAbout, 'tr').toString('utf8');
    expect(csv).toBe(
      "\uFEFFFiyat Arşivi\r\nÜrün;'=ANADOLU\r\nTarih aralığı;01.03.2026 – 06.03.2026\r\n\r\nAd;Not;Değişim (%)\r\nARPA;;1,50\r\n",
    );
    expect(tableToCsv(table([]), 'en').toString('utf8')).toBe('\uFEFFName,Note,Change (%)\r\n');
  });

  it('head an XLSX sheet above its frozen, bold header row', async () => {
    const sheet = await firstSheet(await tableToXlsx(withAbout, 'en'));
    expect(readSheetDownload(sheet)).toEqual({
      about: [['Fiyat Arşivi'], ['Ürün', '=ANADOLU'], ['Tarih aralığı', '01.03.2026 – 06.03.2026']],
      table: [
        ['Name', 'Note', 'Change (%)'],
        ['ARPA', undefined, 1.5],
      ],
      headerRow: 5,
    });
    expect(sheet.views[0]).toMatchObject({ state: 'frozen', ySplit: 5 });
    expect(sheet.getRow(5).font).toMatchObject({ bold: true });
  });

  it('write dates as the pages show them', () => {
    expect([shownDate('tr', '2026-03-01'), shownDate('en', '2026-03-01')]).toEqual([
      '01.03.2026',
      '01/03/2026',
    ]);
    expect(shownRange('tr', '2026-03-01', '2026-03-06')).toBe('01.03.2026 – 06.03.2026');
    expect(shownRange('en', '2026-03-01', '2026-03-01')).toBe('01/03/2026');
  });
});
