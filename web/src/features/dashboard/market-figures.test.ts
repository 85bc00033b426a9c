import { describe, expect, it } from 'vitest';
import {
  formatAmount,
  formatPrice,
  formatQuantity,
  formatSigned,
  mostTraded,
  sparklinePoints,
  topMovers,
} from './market-figures';

describe('sparklinePoints', () => {
  it('spreads points over the width with the highest price at the top', () => {
    expect(sparklinePoints([{ OrtFiyat: 10 }, { OrtFiyat: 20 }, { OrtFiyat: 15 }], 100, 20)).toBe(
      '0,20 50,0 100,10',
    );
  });
  it('draws a flat line mid-height for equal prices and nothing without points', () => {
    expect(sparklinePoints([{ OrtFiyat: 5 }, { OrtFiyat: 5 }], 10, 8)).toBe('0,4 10,4');
    expect(sparklinePoints([{ OrtFiyat: 5 }], 10, 8)).toBe('0,4');
    expect(sparklinePoints([], 10, 8)).toBe('');
  });
});

describe('number formats', () => {
  it('formats prices, amounts and quantities per language', () => {
    expect(formatPrice('tr', 20.684)).toBe('20,6840');
    expect(formatPrice('en', 20.684)).toBe('20.6840');
    expect(formatAmount('tr', 1250000)).toBe('1.250.000,00');
    expect(formatQuantity('tr', 1250000)).toBe('1.250.000');
    expect(formatQuantity('tr', 12.5)).toBe('12,5');
    expect(formatQuantity('en', 1234.125)).toBe('1,234.125');
  });
  it('signs changes except zero', () => {
    expect(formatSigned('tr', 0.12, 4)).toBe('+0,1200');
    expect(formatSigned('en', -1.25, 2)).toBe('-1.25');
    expect(formatSigned('tr', -0.00001, 2)).toBe('0,00');
  });
});

describe('topMovers and mostTraded', () => {
  const items = [
    { id: 1, DegisimYuzde: 2, Tutar: 10 },
    { id: 2, DegisimYuzde: -3, Tutar: 50 },
    { id: 3, DegisimYuzde: null, Tutar: 30 },
    { id: 4, DegisimYuzde: 5, Tutar: 5 },
    { id: 5, DegisimYuzde: -1, Tutar: 40 },
    { id: 6, DegisimYuzde: 0, Tutar: 1 },
  ];
  it('ranks rises and falls, leaving out unchanged and unknown', () => {
    const { up, down } = topMovers(items, 5);
    expect(up.map((i) => i.id)).toEqual([4, 1]);
    expect(down.map((i) => i.id)).toEqual([2, 5]);
    expect(topMovers(items, 1).up.map((i) => i.id)).toEqual([4]);
  });
  it('ranks by amount', () => {
    expect(mostTraded(items, 3).map((i) => i.id)).toEqual([2, 5, 3]);
  });
});
