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
      `"'=HYPERLINK(""http://x"",""y"")";'-3.5;-3,5`,
      'ARPA;;-0,25',
      `'@A1;'\t=1;12`,
    ]);
  });

  it('writes negative numbers as numbers with a decimal point (en)', () => {
    const csv = tableToCsv(table([{ name: '+90 555', note: 'ok', change: -3.5 }]), 'en');
    expect(lines(csv)).toEqual([`'+90 555,ok,-3.5`]);
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
      "\uFEFFFiyat Arşivi\r\nÜrün;'=ANADOLU\r\nTarih aralığı;01.03.2026 – 06.03.2026\r\n\r\nAd;Not;Değişim (%)\r\nARPA;;1,5\r\n",
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
