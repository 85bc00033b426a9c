import { describe, expect, it } from 'vitest';
import { sessionTotals, tradeTotals } from './trade-totals';

const session = (
  IslemSayisi: number,
  Tutar: number,
  Miktarlar: { Birim: 'KG' | 'BAS'; Miktar: number }[],
) => ({
  IslemSayisi,
  Tutar,
  Miktarlar,
});

describe('trade totals', () => {
  it.each([
    {
      of: 'trades (a row a trade)',
      totals: tradeTotals([
        { Tutar: 0.1, Miktar: 1.001, Birim: 'KG' },
        { Tutar: 0.2, Miktar: 2.002, Birim: 'KG' },
        { Tutar: 100, Miktar: 3, Birim: 'BAS' },
      ]),
      count: 3,
      amount: 100.3,
      quantities: [
        { Birim: 'KG', Miktar: 3.003 },
        { Birim: 'BAS', Miktar: 3 },
      ],
    },
    {
      of: 'hall sessions (their trades)',
      totals: sessionTotals([
        session(2, 0.1, [{ Birim: 'KG', Miktar: 0.001 }]),
        session(3, 0.2, [
          { Birim: 'KG', Miktar: 0.002 },
          { Birim: 'BAS', Miktar: 4 },
        ]),
      ]),
      count: 5,
      amount: 0.3,
      quantities: [
        { Birim: 'KG', Miktar: 0.003 },
        { Birim: 'BAS', Miktar: 4 },
      ],
    },
    { of: 'no hall sessions', totals: sessionTotals([]), count: 0, amount: 0, quantities: [] },
  ])('sums $of: amounts to the kuruş, quantities per unit', ({ totals, count, amount, quantities }) => {
    expect(totals).toEqual({ count, amount, quantities });
  });
});
