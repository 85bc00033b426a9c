import { describe, expect, it } from 'vitest';
import { age, peerFreshness } from './freshness';

describe('a peer figure’s freshness', () => {
  it('says minutes or hours since the read on the same day, "yesterday’s" or days old before it', () => {
    expect(peerFreshness('2026-03-04', '2026-03-04', 0)).toEqual({ key: 'regional.fresh.justNow' });
    expect(peerFreshness('2026-03-04', '2026-03-04', 12)).toEqual({
      key: 'regional.fresh.minutes',
      values: { count: 12 },
    });
    expect(peerFreshness('2026-03-04', '2026-03-04', 125)).toEqual({
      key: 'regional.fresh.hours',
      values: { count: 2 },
    });
    expect(peerFreshness('2026-03-04', '2026-03-04', 24 * 60)).toBeNull();
    expect(peerFreshness('2026-03-04', '2026-03-03', 5)).toEqual({ key: 'regional.fresh.yesterday' });
    expect(peerFreshness('2026-03-09', '2026-03-06', 5)).toEqual({
      key: 'regional.fresh.days',
      values: { count: 3 },
    });
    expect(peerFreshness('2026-03-04', null, 5)).toBeNull();
    expect(age(3 * 24 * 60 + 5)).toEqual({ key: 'regional.fresh.daysAgo', values: { count: 3 } });
  });
});
