/** A transaction that held the write lock this long makes the next one consider leaving it free first. */
export const LONG_HOLD_MS = 100;
/** How long the write lock is left free for other processes' writers waiting for it. */
export const FAIR_PAUSE_MS = 60;
/** With nobody else writing, how long a handle holds the lock, transaction after transaction, between pauses. */
export const ALONE_HOLD_MS = 1_000;

/**
 * When a SQLite handle that writes in long transactions back to back (a chunked import) leaves the write
 * lock free for a moment, so writers of other processes waiting for it get in: after each long transaction
 * while others write between its transactions; with nobody else writing, once a second of holding (a
 * newcomer waits that long at most; once it wrote, the handle pauses after each long transaction again).
 * A pause costs an import alone some 15 % of its time; once a second, some 6 %.
 */
export class WriteTurns {
  #lockedAt = 0;
  #releasedAt = Number.NEGATIVE_INFINITY;
  #turnGivenAt = 0;
  #othersWrite = false;

  constructor(private readonly now: () => number = Date.now) {}

  /** How long to wait before taking the lock again (0: at once). */
  pauseBeforeNext(): number {
    const rest = this.#releasedAt + FAIR_PAUSE_MS - this.now();
    // Asked before the next `began`: the last transaction's hold.
    if (this.#releasedAt - this.#lockedAt < LONG_HOLD_MS || rest <= 0) return 0;
    if (!this.#othersWrite && this.now() - this.#turnGivenAt < ALONE_HOLD_MS) return 0;
    return rest;
  }

  /** The lock was taken; `othersWrote`: another connection committed since this handle's last transaction. */
  began(othersWrote: boolean): void {
    this.#lockedAt = this.now();
    // Free long enough since the last transaction (a pause, or the handle had nothing to write): a turn given.
    if (this.#lockedAt - this.#releasedAt >= FAIR_PAUSE_MS) this.#turnGivenAt = this.#lockedAt;
    this.#othersWrite = othersWrote;
  }

  /** The transaction ended (committed or rolled back). */
  ended(): void {
    this.#releasedAt = this.now();
  }
}
