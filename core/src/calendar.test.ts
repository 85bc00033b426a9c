import { describe, expect, it } from 'vitest';
import { addDays, addYears, daysBetween, isValidDate, isWeekend } from './calendar.js';

describe('calendar dates', () => {
  it('does calendar arithmetic on dates', () => {
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addYears('2028-02-29', -1)).toBe('2027-02-28');
    expect(addYears('2026-11-21', -1)).toBe('2025-11-21');
    expect(daysBetween('2026-02-27', '2026-03-02')).toBe(3);
    expect(isValidDate('2024-02-29')).toBe(true);
    expect(isValidDate('2025-02-29')).toBe(false);
    expect(isValidDate('2025-2-28')).toBe(false);
    expect(isWeekend('2026-11-21')).toBe(true);
    expect(isWeekend('2026-11-23')).toBe(false);
  });
});
