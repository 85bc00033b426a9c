import { describe, expect, it } from 'vitest';
import { paddedExtent, scale, scatterPoints } from './scatter';

describe('scatter helpers', () => {
  it('maps a domain linearly onto a range, a flat domain to the middle', () => {
    expect(scale([0, 10], [100, 200])(2.5)).toBe(125);
    expect(scale([0, 10], [200, 100])(10)).toBe(100);
    expect(scale([5, 5], [0, 50])(5)).toBe(25);
  });

  it('pads the extent by 5 % each side', () => {
    expect(paddedExtent([10, 20, 30])).toEqual([9, 31]);
    expect(paddedExtent([])).toBeNull();
  });

  it('keeps only the lots with the analysis', () => {
    const lots = [
      { p: 12, price: 20 },
      { p: null, price: 21 },
    ];
    expect(
      scatterPoints(
        lots,
        (l) => l.p,
        (l) => l.price,
      ),
    ).toEqual([{ x: 12, y: 20 }]);
  });
});
