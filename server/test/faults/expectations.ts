import { expect } from 'vitest';
import type { KilledImportOutcome } from './killed-import.js';
import type { ReadOnlyOutcome } from './read-only.js';

/**
 * What every dialect's read-only fault must show: writes and sign-ins refused (6), public reads served (9),
 * readiness failing (3) with the database's own reason, no crash, no 5xx, and a recovery.
 */
export function expectReadOnlyRecovered(outcome: ReadOnlyOutcome, reason: string): void {
  expect(outcome.crashed).toBe(0);
  expect(outcome.tally.serverErrors).toBe(0);
  expect([outcome.refused, outcome.served, outcome.notReady]).toEqual([6, 9, 3]);
  expect(outcome.alive).toBe(true);
  expect(outcome.reason).toBe(reason);
  expect(outcome.recoverMs).not.toBeNull();
}

/** What every dialect's killed upload must show: rows committed at the kill, undone, and no process stale after. */
export function expectKilledImportUndone(outcome: KilledImportOutcome): void {
  expect(outcome.committedAtKill).toBeGreaterThan(0);
  expect(outcome.undone).toBe(true);
  expect(outcome.tally.serverErrors).toBe(0);
  expect(outcome.staleAfter).toBe(0);
  expect(outcome.recoverMs).not.toBeNull();
  expect(outcome.crashed).toBe(0);
}
