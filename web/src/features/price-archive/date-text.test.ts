import { describe, expect, it } from 'vitest';
import { dateFieldFormat, isIsoDate, parseDateText } from './date-text';

describe('date fields', () => {
  it('reads typed dates in the Turkish, English and ISO forms', () => {
    expect(parseDateText('21.11.2026')).toBe('2026-11-21');
    expect(parseDateText(' 1/2/2026 ')).toBe('2026-02-01');
    expect(parseDateText('2026-11-21')).toBe('2026-11-21');
    expect(parseDateText('29.02.2024')).toBe('2024-02-29');
  });

  it('refuses impossible dates and other text', () => {
    expect(parseDateText('29.02.2026')).toBeNull();
    expect(parseDateText('31/04/2026')).toBeNull();
    expect(parseDateText('2026-13-01')).toBeNull();
    expect(parseDateText('yesterday')).toBeNull();
    expect(isIsoDate('2026-02-30')).toBe(false);
    expect(isIsoDate('2026-2-3')).toBe(false);
    expect(isIsoDate('2026-02-03')).toBe(true);
  });

  it('shows dates as the language writes them', () => {
    expect(dateFieldFormat('tr')).toBe('DD.MM.YYYY');
    expect(dateFieldFormat('en')).toBe('DD/MM/YYYY');
  });
});
