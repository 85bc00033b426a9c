import { describe, expect, it } from 'vitest';
import { aggregateTrades, priceChange } from './bulletin.js';
import { trPriceString, trQuantityString } from './format.js';

describe('bulletin arithmetic', () => {
  it('takes first and last by time, then by id when times are equal', () => {
    const f = aggregateTrades([
      { id: 2, tradedAt: '2026-03-02T07:00:00.000Z', quantityMilli: 1000, unitPriceE4: 200, amountE4: 200 },
      { id: 1, tradedAt: '2026-03-02T07:00:00.000Z', quantityMilli: 1000, unitPriceE4: 100, amountE4: 100 },
      { id: 3, tradedAt: '2026-03-02T06:00:00.000Z', quantityMilli: 1000, unitPriceE4: 300, amountE4: 300 },
    ]);
    expect(f).toMatchObject({
      firstPriceE4: 300,
      lastPriceE4: 200,
      minPriceE4: 100,
      maxPriceE4: 300,
      count: 3,
    });
    expect(aggregateTrades([])).toBeNull();
  });

  it('reports UNCH, up and down with percentages rounded to hundredths', () => {
    expect(priceChange(100_000, 100_000)).toEqual({
      previousE4: 100_000,
      changeE4: 0,
      percentE2: 0,
      direction: 'UNCH',
    });
    expect(priceChange(90_000, 120_000)?.percentE2).toBe(-2500);
    expect(priceChange(100_000, 30_000)?.percentE2).toBe(23_333);
    expect(priceChange(null, 1)).toBeNull();
    expect(priceChange(1, 0)).toBeNull();
  });

  it('formats the compatibility strings', () => {
    expect(trPriceString(206_840)).toBe('20,6840');
    expect(trQuantityString(125_000_000)).toBe('125.000');
    expect(trQuantityString(1_250_000_000)).toBe('1.250.000');
    expect(trQuantityString(999_000)).toBe('999');
  });
});
