import { describe, expect, it } from 'vitest';
import { isHoliday, isTradingDay, tradingDaysBetween } from './demo.calendar.js';
import { demoProductSpecs } from './demo.catalogue.js';
import { DEMO_GROUPS } from './demo.catalogue-data.js';
import { analysisEffect, drawAnalyses } from './demo.lots.js';
import { priceE4, trendLevel, volumeFactor } from './demo.prices.js';
import { createRng, hashSeed } from './demo.random.js';
import { type DemoMarket, dayRegistrations, demoRegistrationNo } from './demo.trades.js';
import { isinCheckDigit } from './demo.turib.js';

describe('demo model', () => {
  it('draws the same stream for the same seed and another for another seed', () => {
    const a = createRng(hashSeed(1, 'lots', '2026-03-02'));
    const b = createRng(hashSeed(1, 'lots', '2026-03-02'));
    const c = createRng(hashSeed(2, 'lots', '2026-03-02'));
    const draws = (r: ReturnType<typeof createRng>) => Array.from({ length: 5 }, () => r.int(0, 1_000_000));
    const first = draws(a);
    expect(draws(b)).toEqual(first);
    expect(draws(c)).not.toEqual(first);
  });

  it('keeps weekends, national and religious holidays out of the session days', () => {
    // Week of 26 October 2026: Thursday 29 October is Republic Day.
    expect(tradingDaysBetween('2026-10-26', '2026-11-01')).toEqual([
      '2026-10-26',
      '2026-10-27',
      '2026-10-28',
      '2026-10-30',
    ]);
    expect(isHoliday('2026-05-27')).toBe(true); // Kurban Bayramı, first day
    expect(isHoliday('2025-03-31')).toBe(true); // Ramazan Bayramı, second day
    expect(isTradingDay('2026-11-18')).toBe(true);
    expect(isTradingDay('2026-11-21')).toBe(false);
  });

  it('puts wheat at about 10 TL/kg early in 2024 and about 20 TL/kg late in 2026, 1.GRUP over 2.GRUP over 3.GRUP', () => {
    const [first, second, third] = DEMO_GROUPS[0]!.classes;
    expect(trendLevel(first!, '2024-01-01')).toBeCloseTo(10, 6);
    expect(trendLevel(first!, '2026-11-24')).toBeCloseTo(20.5, 6);
    for (const date of ['2024-01-01', '2025-06-15', '2026-11-24']) {
      expect(trendLevel(first!, date)).toBeGreaterThan(trendLevel(second!, date));
      expect(trendLevel(second!, date)).toBeGreaterThan(trendLevel(third!, date));
    }
  });

  it('trades many times more wheat at harvest than off-season', () => {
    expect(volumeFactor('summer', '2026-07-10') / volumeFactor('summer', '2026-02-10')).toBeGreaterThan(3);
    expect(volumeFactor('autumn', '2026-10-10') / volumeFactor('autumn', '2026-04-10')).toBeGreaterThan(3);
  });

  it('registers more than three times the off-season wheat, barley and corn in a harvest month', () => {
    const products = demoProductSpecs()
      .filter((spec) => ['01', '02', '03'].includes(spec.groupCode))
      .map((spec, i) => ({ id: i + 1, product: spec.product, cls: spec.cls }));
    const pool = { buyers: [1, 2], sellers: [3, 4] };
    const pools = { wheat: pool, feed: pool, pulse: pool, oil: pool, animal: pool };
    const market: DemoMarket = { seed: 1, products, pools, sessionOpen: '09:30', sessionClose: '17:30' };
    const quantity = (from: string, to: string) =>
      tradingDaysBetween(from, to)
        .flatMap((date) => dayRegistrations(market, date))
        .reduce((sum, r) => sum + r.quantityMilli, 0);
    expect(quantity('2025-07-01', '2025-07-31')).toBeGreaterThan(3 * quantity('2025-02-01', '2025-02-28'));
  });

  it('pays more for protein and less for süne, and draws analyses within the hall ranges', () => {
    const rng = createRng(7);
    for (let i = 0; i < 500; i += 1) {
      const a = drawAnalyses(rng, 'wheat');
      expect(a.proteinE2).toBeGreaterThanOrEqual(1050);
      expect(a.proteinE2).toBeLessThanOrEqual(1550);
      expect(a.hectoliterE2).toBeGreaterThanOrEqual(7200);
      expect(a.hectoliterE2).toBeLessThanOrEqual(8400);
      expect(a.sedimentationE2).toBeGreaterThanOrEqual(1500);
      expect(a.sedimentationE2).toBeLessThanOrEqual(4500);
      expect(a.glutenE2).toBeGreaterThanOrEqual(2200);
      expect(a.glutenE2).toBeLessThanOrEqual(3400);
      expect(a.suneE2).toBeLessThanOrEqual(300);
      expect(a.foreignMatterE2).toBeLessThanOrEqual(400);
    }
    const base = drawAnalyses(createRng(1), 'wheat');
    expect(analysisEffect('wheat', { ...base, proteinE2: 1500 })).toBeGreaterThan(
      analysisEffect('wheat', { ...base, proteinE2: 1100 }),
    );
    expect(analysisEffect('wheat', { ...base, suneE2: 250 })).toBeLessThan(
      analysisEffect('wheat', { ...base, suneE2: 10 }),
    );
  });

  it('rounds prices to the tick and numbers registrations D + date + sequence', () => {
    expect(priceE4(20.68349, 0.005)).toBe(206_850);
    expect(priceE4(101_234.5, 100)).toBe(1_012_000_000);
    expect(demoRegistrationNo('2026-11-18', 42)).toBe('D2026111800042');
  });

  it('computes real ISIN check digits', () => {
    expect(isinCheckDigit('US037833100')).toBe(5); // Apple Inc.
    expect(isinCheckDigit('TRATHYAO91M')).toBe(5); // Türk Hava Yolları
  });
});
