import { describe, expect, it } from 'vitest';
import { tradeTotals } from './trade-totals';

describe('tradeTotals', () => {
  it('sums amounts and per-unit quantities exactly', () => {
    const totals = tradeTotals([
      { Tutar: 0.1, Miktar: 1.001, Birim: 'KG' },
      { Tutar: 0.2, Miktar: 2.002, Birim: 'KG' },
      { Tutar: 100, Miktar: 3, Birim: 'BAS' },
    ]);
    expect(totals).toEqual({
      count: 3,
      amount: 100.3,
      quantities: [
        { Birim: 'KG', Miktar: 3.003 },
        { Birim: 'BAS', Miktar: 3 },
      ],
    });
  });
});
