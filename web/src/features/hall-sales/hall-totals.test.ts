import { describe, expect, it } from 'vitest';
import { sessionTotals } from './hall-totals';

const row = (IslemSayisi: number, Tutar: number, Miktarlar: { Birim: 'KG' | 'BAS'; Miktar: number }[]) => ({
  Tarih: '2026-11-20',
  Kesin: true,
  UrunSayisi: 1,
  IslemSayisi,
  Tutar,
  Miktarlar,
});

describe('hall session totals', () => {
  it('adds lots, amounts to the kuruş and quantities per unit', () => {
    const totals = sessionTotals([
      row(2, 0.1, [{ Birim: 'KG', Miktar: 0.001 }]),
      row(3, 0.2, [
        { Birim: 'KG', Miktar: 0.002 },
        { Birim: 'BAS', Miktar: 4 },
      ]),
    ]);
    expect(totals).toEqual({
      lots: 5,
      amount: 0.3,
      quantities: [
        { Birim: 'KG', Miktar: 0.003 },
        { Birim: 'BAS', Miktar: 4 },
      ],
    });
  });

  it('is zero without sessions', () => {
    expect(sessionTotals([])).toEqual({ lots: 0, amount: 0, quantities: [] });
  });
});
