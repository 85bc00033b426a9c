/** A transaction that held the write lock this long makes the next one consider leaving it free first. */
export const LONG_HOLD_MS = 100;
/** How long the write lock is left free for other processes' writers waiting for it. */
export const FAIR_PAUSE_MS = 60;
/**
 * With nobody else writing or waiting, how long a handle holds the lock, transaction after transaction,
 * between pauses: for writers that cannot say they wait (another program on the file; this app's handles
 * say so through `WaitSignal`).
 */
export const ALONE_HOLD_MS = 5_000;

/**
 * When a SQLite handle that writes in long transactions back to back (a chunked import) leaves the write
 * lock free for a moment, so writers of other processes waiting for it get in: after each long transaction
 * while others write between its transactions or wait for the lock (as soon as the driver hears of a
 * waiter, `pauseBeforeNext(true)`); with nobody else writing or waiting, once every 5 s of holding (a writer
 * that cannot say it waits waits that long at most; once it wrote, the handle pauses after each long
 * transaction again). A pause after each transaction costs an import some 15 % of its time; once a second,
 * some 6 %; once every 5 s, about 1 %.
 */
export class WriteTurns {
  #lockedAt = 0;
  #releasedAt = Number.NEGATIVE_INFINITY;
  #turnGivenAt = 0;
  #othersWrite = false;

  constructor(private readonly now: () => number = Date.now) {}

  /** How long to wait before taking the lock again (0: at once); `othersWait`: another handle waits for it now. */
  pauseBeforeNext(othersWait = false): number {
    const rest = this.#releasedAt + FAIR_PAUSE_MS - this.now();
    // Asked before the next `began`: the last transaction's hold.
    if (this.#releasedAt - this.#lockedAt < LONG_HOLD_MS || rest <= 0) return 0;
    if (!this.#othersWrite && !othersWait && this.now() - this.#turnGivenAt < ALONE_HOLD_MS) return 0;
    return rest;
  }

  /**
   * The lock was taken; `othersWrote`: another connection committed since this handle's last transaction,
   * or waited for the lock (then the pauses go on after each long transaction until neither happens).
   */
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
