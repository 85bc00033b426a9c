import { describe, expect, it } from 'vitest';
import { ALONE_HOLD_MS, FAIR_PAUSE_MS, WriteTurns } from './write-turns.js';

/** A handle's turns on a clock the test moves: each transaction holds the lock `holdMs`. */
function handle() {
  let now = 10_000;
  const turns = new WriteTurns(() => now);
  return {
    /** Runs one transaction (after the pause the turns ask for); answers that pause. */
    transaction(holdMs: number, othersWrote = false, othersWait = false): number {
      const pause = turns.pauseBeforeNext(othersWait);
      now += pause;
      // As the driver tells it: a waiter heard of before the transaction counts as another writer.
      turns.began(othersWrote || othersWait);
      now += holdMs;
      turns.ended();
      return pause;
    },
    idle(ms: number) {
      now += ms;
    },
  };
}

describe('write turns', () => {
  it('never pauses after short transactions', () => {
    const h = handle();
    const pauses = Array.from({ length: 50 }, () => h.transaction(99, true));
    expect(pauses.every((p) => p === 0)).toBe(true);
  });

  it('alone, holds the lock through long transactions for ALONE_HOLD_MS, then leaves it free', () => {
    const h = handle();
    // 1,000 ms each: the 5th starts at 4,000 ms of holding, the 6th at 5,000 ms: it waits first.
    const pauses = Array.from({ length: 8 }, () => h.transaction(1_000));
    expect(pauses).toEqual([0, 0, 0, 0, 0, FAIR_PAUSE_MS, 0, 0]);
    expect(ALONE_HOLD_MS).toBe(5_000);
  });

  it('once another writer got in (or waited), pauses after every long transaction', () => {
    const h = handle();
    expect(h.transaction(300)).toBe(0);
    expect(h.transaction(300, true)).toBe(0);
    expect(h.transaction(300, true)).toBe(FAIR_PAUSE_MS);
    expect(h.transaction(300, true)).toBe(FAIR_PAUSE_MS);
    // The others stopped: ALONE_HOLD_MS of holding again (after the pause it began with) before the next.
    expect(h.transaction(1_000, false)).toBe(FAIR_PAUSE_MS);
    const after = Array.from({ length: 5 }, () => h.transaction(1_000));
    expect(after).toEqual([0, 0, 0, 0, FAIR_PAUSE_MS]);
  });

  it('leaves the lock free before the next long transaction as soon as another handle waits for it', () => {
    const h = handle();
    expect([h.transaction(300), h.transaction(300)]).toEqual([0, 0]);
    expect(h.transaction(300, false, true)).toBe(FAIR_PAUSE_MS);
    // The waiter counts as a writer for the transaction after its turn too, then nobody: alone again.
    expect(h.transaction(300)).toBe(FAIR_PAUSE_MS);
    expect([h.transaction(300), h.transaction(300)]).toEqual([0, 0]);
    // After a short transaction, nothing to make room for.
    h.transaction(50);
    expect(h.transaction(300, false, true)).toBe(0);
  });

  it('counts a long enough gap between transactions as a turn given, and pauses only for the rest', () => {
    const h = handle();
    expect([h.transaction(2_000), h.transaction(2_000)]).toEqual([0, 0]);
    h.idle(FAIR_PAUSE_MS);
    expect([h.transaction(2_000), h.transaction(2_000), h.transaction(2_000)]).toEqual([0, 0, 0]);
    h.idle(20);
    expect(h.transaction(2_000)).toBe(FAIR_PAUSE_MS - 20);
  });
});
