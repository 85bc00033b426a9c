import { describe, expect, it } from 'vitest';
import { ALONE_HOLD_MS, FAIR_PAUSE_MS, WriteTurns } from './write-turns.js';

/** A handle's turns on a clock the test moves: each transaction holds the lock `holdMs`. */
function handle() {
  let now = 10_000;
  const turns = new WriteTurns(() => now);
  return {
    /** Runs one transaction (after the pause the turns ask for); answers that pause. */
    transaction(holdMs: number, othersWrote = false): number {
      const pause = turns.pauseBeforeNext();
      now += pause;
      turns.began(othersWrote);
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

  it('alone, holds the lock through long transactions for a second, then leaves it free', () => {
    const h = handle();
    // 300 ms each: the 4th starts at 900 ms of holding, the 5th at 1,200 ms: it waits first.
    const pauses = Array.from({ length: 8 }, () => h.transaction(300));
    expect(pauses).toEqual([0, 0, 0, 0, FAIR_PAUSE_MS, 0, 0, 0]);
    expect(ALONE_HOLD_MS).toBe(1_000);
  });

  it('once another writer got in, pauses after every long transaction', () => {
    const h = handle();
    expect(h.transaction(300)).toBe(0);
    expect(h.transaction(300, true)).toBe(0);
    expect(h.transaction(300, true)).toBe(FAIR_PAUSE_MS);
    expect(h.transaction(300, true)).toBe(FAIR_PAUSE_MS);
    // The others stopped writing: a second of holding again before the next pause.
    expect(h.transaction(300, false)).toBe(FAIR_PAUSE_MS);
    const after = Array.from({ length: 4 }, () => h.transaction(300));
    expect(after).toEqual([0, 0, 0, FAIR_PAUSE_MS]);
  });

  it('counts a long enough gap between transactions as a turn given, and pauses only for the rest', () => {
    const h = handle();
    expect([h.transaction(400), h.transaction(400)]).toEqual([0, 0]);
    h.idle(FAIR_PAUSE_MS);
    expect([h.transaction(400), h.transaction(400), h.transaction(400)]).toEqual([0, 0, 0]);
    h.idle(20);
    expect(h.transaction(400)).toBe(FAIR_PAUSE_MS - 20);
  });
});
