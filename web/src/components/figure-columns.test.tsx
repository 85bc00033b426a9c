// @vitest-environment jsdom
import type { Language } from '@bulten/core';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInApp, testI18n } from '../test-support/render-app';
import { type Column, DataTable } from './DataTable';
import { type FigureColumnOptions, type FigureRow, figureColumns } from './figure-columns';

afterEach(cleanup);

type Row = FigureRow & { name: string };

const rows = (language: Language): Row[] => [
  {
    name: 'Wheat',
    MinFiyat: 19.5,
    MaxFiyat: 21,
    OrtFiyat: 20.684,
    IlkFiyat: 19.75,
    SonFiyat: null,
    FiyatBirimi: 'TL/kg',
    Miktar: 125_000,
    Birim: 'KG',
    Tutar: 2_585_500,
    IslemSayisi: 1_250,
  },
  {
    name: 'Calves',
    MinFiyat: 8_500,
    MaxFiyat: 9_200.5,
    OrtFiyat: 8_990,
    FiyatBirimi: language === 'tr' ? 'TL/baş' : 'TL/head',
    Miktar: 12.5,
    Birim: 'BAS',
    Tutar: 107_880,
    IslemSayisi: 3,
  },
];

/** The table's header texts and its body rows' cell texts, as a reader meets them. */
function tableTexts(): { headers: string[]; cells: string[][] } {
  const table = screen.getByRole('table', { name: 'Figures' });
  const text = (cell: Element) => (cell.textContent ?? '').trim();
  return {
    headers: [...table.querySelectorAll('thead th')].map(text),
    cells: [...table.querySelectorAll('tbody tr')].map((tr) => [...tr.querySelectorAll('th, td')].map(text)),
  };
}

async function renderFigures(language: Language, options?: FigureColumnOptions) {
  const { t } = testI18n(language);
  const name: Column<Row> = { key: 'name', label: '', cell: (r) => r.name };
  const columns = [name, ...figureColumns<Row>(t, options)];
  await renderInApp(
    <DataTable
      rows={rows(language)}
      columns={columns}
      rowKey={(r) => r.name}
      caption="Figures"
      language={language}
    />,
    language,
  );
  return tableTexts();
}

describe('figureColumns in a table', () => {
  const block = {
    tr: {
      headers: ['', 'En düşük', 'En yüksek', 'Ağırlıklı ort.', 'Miktar', 'Tutar', 'İşlem sayısı'],
      cells: [
        ['Wheat', '19,5000', '21,0000', '20,6840 TL/kg', '125.000 kg', '2.585.500,00 TL', '1.250'],
        ['Calves', '8.500,0000', '9.200,5000', '8.990,0000 TL/baş', '12,5 baş', '107.880,00 TL', '3'],
      ],
    },
    en: {
      headers: ['', 'Low', 'High', 'Weighted avg.', 'Quantity', 'Amount', 'Trades'],
      cells: [
        ['Wheat', '19.5000', '21.0000', '20.6840 TL/kg', '125,000 kg', '2,585,500.00 TL', '1,250'],
        ['Calves', '8,500.0000', '9,200.5000', '8,990.0000 TL/head', '12.5 head', '107,880.00 TL', '3'],
      ],
    },
  };
  it.each(['tr', 'en'] as const)(
    'writes the figures block with units in the cells (%s)',
    async (language) => {
      expect(await renderFigures(language)).toEqual(block[language]);
    },
  );

  it('puts the units in the headers of a one-product table, first and last prices with a dash when unknown', async () => {
    const headerUnits = { price: 'TL/kg', quantity: 'kg' };
    const keys = ['first', 'last', 'average', 'quantity', 'amount', 'lots'] as const;
    expect(await renderFigures('tr', { keys, headerUnits })).toEqual({
      headers: [
        '',
        'İlk (TL/kg)',
        'Son (TL/kg)',
        'Ağırlıklı ort. (TL/kg)',
        'Miktar (kg)',
        'Tutar (TL)',
        'Lot sayısı',
      ],
      cells: [
        ['Wheat', '19,7500', '–', '20,6840', '125.000', '2.585.500,00', '1.250'],
        ['Calves', '–', '–', '8.990,0000', '12,5', '107.880,00', '3'],
      ],
    });
    cleanup();
    expect((await renderFigures('en', { keys, headerUnits })).headers).toEqual([
      '',
      'First (TL/kg)',
      'Last (TL/kg)',
      'Weighted avg. (TL/kg)',
      'Quantity (kg)',
      'Amount (TL)',
      'Lots',
    ]);
  });

  it('right-aligns every figure and heads each row with its first column', async () => {
    await renderFigures('en');
    const [row] = screen.getAllByRole('row').slice(1);
    expect(row?.firstElementChild?.tagName).toBe('TH');
    expect([...(row?.querySelectorAll('td') ?? [])].every((td) => td.className === 'num')).toBe(true);
  });
});
