import { describe, expect, it } from 'vitest';
import { periodRange } from './period';

const base = { donem: 'ay', yil: '2026', ay: '2', ceyrek: '1', bas: '', bit: '' };

describe('periodRange', () => {
  it.each([
    ['a month', base, '2026-02-01', '2026-02-28'],
    ['December', { ...base, ay: '12', yil: '2025' }, '2025-12-01', '2025-12-31'],
    ['a quarter, capped at today', { ...base, donem: 'ceyrek', ceyrek: '4' }, '2026-10-01', '2026-11-22'],
    ['a year', { ...base, donem: 'yil', yil: '2024' }, '2024-01-01', '2024-12-31'],
    ['a leap February', { ...base, ay: '2', yil: '2024' }, '2024-02-01', '2024-02-29'],
  ])('gives %s', (_, state, from, to) => {
    expect(periodRange(state, '2026-11-22')).toEqual({ from, to });
  });

  it('takes a custom range and refuses invalid or future periods', () => {
    expect(
      periodRange({ ...base, donem: 'ozel', bas: '2026-03-01', bit: '2026-03-10' }, '2026-11-22'),
    ).toEqual({ from: '2026-03-01', to: '2026-03-10' });
    expect(
      periodRange({ ...base, donem: 'ozel', bas: '2026-03-10', bit: '2026-03-01' }, '2026-11-22'),
    ).toBeNull();
    expect(periodRange({ ...base, ay: '13' }, '2026-11-22')).toBeNull();
    expect(periodRange({ ...base, ay: '12' }, '2026-11-22')).toBeNull();
  });
});
