import { describe, expect, it } from 'vitest';
import { sparklinePoints } from './sparkline';

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
