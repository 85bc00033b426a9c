import { describe, expect, it } from 'vitest';
import { sessionTotals, tradeTotals } from './trade-totals';

const kg = (Miktar: number) => ({ Birim: 'KG' as const, Miktar });
const heads = (Miktar: number) => ({ Birim: 'BAS' as const, Miktar });
const trade = (Tutar: number, quantity: ReturnType<typeof kg | typeof heads>) => ({ Tutar, ...quantity });
const session = (IslemSayisi: number, Tutar: number, Miktarlar: ReturnType<typeof kg | typeof heads>[]) => ({
  IslemSayisi,
  Tutar,
  Miktarlar,
});

describe('trade totals', () => {
  it.each([
    {
      of: 'trades (a row a trade)',
      totals: tradeTotals([trade(0.1, kg(1.001)), trade(0.2, kg(2.002)), trade(100, heads(3))]),
      expected: { count: 3, amount: 100.3, quantities: [kg(3.003), heads(3)] },
    },
    {
      of: 'hall sessions (their trades)',
      totals: sessionTotals([session(2, 0.1, [kg(0.001)]), session(3, 0.2, [kg(0.002), heads(4)])]),
      expected: { count: 5, amount: 0.3, quantities: [kg(0.003), heads(4)] },
    },
    { of: 'no hall sessions', totals: sessionTotals([]), expected: { count: 0, amount: 0, quantities: [] } },
  ])('sums $of: amounts to the kuruş, quantities per unit', ({ totals, expected }) => {
    expect(totals).toEqual(expected);
  });
});
