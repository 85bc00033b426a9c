import { describe, expect, it } from 'vitest';
import { type ExportTable, neutraliseFormula, tableToCsv } from './table-export.js';

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
