import { describe, expect, it } from 'vitest';
import { amount, count, percent, price, quantity, unitLabel } from './figures-format';

describe('figures in the language’s format', () => {
  it('writes prices with 4 decimals, amounts with 2, quantities whole unless fractional', () => {
    expect(price('tr', 20.684)).toBe('20,6840');
    expect(price('en', 20.684)).toBe('20.6840');
    expect(price('tr', null)).toBe('–');
    expect(amount('tr', 2_585_500)).toBe('2.585.500,00');
    expect(amount('en', 2_585_500.5)).toBe('2,585,500.50');
    expect(quantity('tr', 1_250_000)).toBe('1.250.000');
    expect(quantity('tr', 1_234.567)).toBe('1.234,567');
    expect(count('tr', 1_250)).toBe('1.250');
  });

  it('signs percentages the Turkish and English way', () => {
    expect(percent('tr', 12.5)).toBe('+%12,50');
    expect(percent('en', -3.25)).toBe('−3.25%');
    expect(percent('tr', 0)).toBe('%0,00');
    expect(percent('en', null)).toBe('–');
  });

  it('names units', () => {
    expect(unitLabel('tr', 'BAS')).toBe('baş');
    expect(unitLabel('en', 'ADET')).toBe('pcs');
    expect(unitLabel('tr', null)).toBe('');
  });
});
