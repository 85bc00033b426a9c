import { describe, expect, it } from 'vitest';
import { mergeNewestFirst, priceText, tradeClock, tradeTotals } from './trade-format';

describe('trade formats', () => {
  it('reads the Istanbul clock from the ISO time', () => {
    expect(tradeClock('2026-11-20T17:25:50+03:00')).toBe('17:25:50');
  });
  it('writes the price with its unit', () => {
    expect(priceText('tr', 20.905, 'TL/kg')).toBe('20,9050 TL/kg');
    expect(priceText('en', 8990, 'TL/head')).toBe('8,990.0000 TL/head');
  });
});

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
        { unit: 'KG', quantity: 3.003 },
        { unit: 'BAS', quantity: 3 },
      ],
    });
  });
});

describe('mergeNewestFirst', () => {
  it('orders by time then Id and keeps the limit', () => {
    const a = [
      { Id: 5, IslemZamani: '2026-11-20T10:00:00+03:00' },
      { Id: 2, IslemZamani: '2026-11-20T09:00:00+03:00' },
    ];
    const b = [
      { Id: 9, IslemZamani: '2026-11-20T10:00:00+03:00' },
      { Id: 7, IslemZamani: '2026-11-20T09:30:00+03:00' },
    ];
    expect(mergeNewestFirst(a, b, 3).map((r) => r.Id)).toEqual([9, 5, 7]);
  });
});
