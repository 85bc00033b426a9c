import { describe, expect, it } from 'vitest';
import { addMonths, rangeParam, rangeWindow } from './product-range';

const q = (s: string) => new URLSearchParams(s);

describe('product page ranges', () => {
  it('moves back whole months, clamping to the shorter month', () => {
    expect(addMonths('2026-11-22', 1)).toBe('2026-10-22');
    expect(addMonths('2026-03-31', 1)).toBe('2026-02-28');
    expect(addMonths('2026-01-15', 3)).toBe('2025-10-15');
  });

  it('reads the range from the URL, 3M by default or when unknown', () => {
    expect(rangeParam(q('aralik=1Y'))).toBe('1Y');
    expect(rangeParam(q('aralik=2Y'))).toBe('3M');
    expect(rangeParam(q(''))).toBe('3M');
  });

  it('ends every window today and starts it the day after the same date earlier', () => {
    expect(rangeWindow('1M', '2026-11-22', q(''))).toEqual({ from: '2026-10-23', to: '2026-11-22' });
    expect(rangeWindow('1Y', '2026-11-22', q(''))).toEqual({ from: '2025-11-23', to: '2026-11-22' });
    expect(rangeWindow('5Y', '2026-11-22', q(''))).toEqual({ from: '2021-11-23', to: '2026-11-22' });
  });

  it('takes a custom window from bas/bit, swapped when reversed, else falls back to 3M', () => {
    expect(rangeWindow('custom', '2026-11-22', q('bas=2026-05-01&bit=2026-04-01'))).toEqual({
      from: '2026-04-01',
      to: '2026-05-01',
    });
    expect(rangeWindow('custom', '2026-11-22', q('bas=x'))).toEqual({ from: '2026-08-22', to: '2026-11-22' });
  });
});
