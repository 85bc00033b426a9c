import { closeSync, openSync, statSync, utimesSync } from 'node:fs';

// A waiting handle moves the file's time at most this often (it retries every few to 100 ms).
const GIVE_EVERY_MS = 20;

/**
 * How SQLite handles of one database file, in any process, tell each other that one of them waits for the
 * write lock: the waiter moves the modification time of a small file beside the database (`<file>-wait`),
 * the holder looks at it (one stat) when it begins a transaction. SQLite itself tells a holder nothing of
 * waiting writers; without this, a chunked import alone had to leave the lock free every second, blindly.
 */
export class WaitSignal {
  #looked = false;
  #lastSeen: number | undefined;
  #ownTime = Number.NaN;
  #lastGiven = Number.NEGATIVE_INFINITY;

  constructor(
    readonly path: string,
    private readonly now: () => number = Date.now,
  ) {}

  /** This handle waits for the lock (called on each busy attempt; the file is touched at most every 20 ms). */
  give(): void {
    const now = this.now();
    if (now - this.#lastGiven < GIVE_EVERY_MS) return;
    this.#lastGiven = now;
    const time = new Date(now);
    try {
      utimesSync(this.path, time, time);
    } catch {
      // Not there yet (or not writable: then nobody is told, as before).
      try {
        closeSync(openSync(this.path, 'a', 0o600));
        utimesSync(this.path, time, time);
      } catch {
        return;
      }
    }
    this.#ownTime = this.#mtime() ?? Number.NaN;
  }

  /** Whether another handle waited since this one last looked (the first look only takes note). */
  othersWaited(): boolean {
    const time = this.#mtime();
    const changed = this.#looked && time !== this.#lastSeen && time !== this.#ownTime;
    this.#looked = true;
    this.#lastSeen = time;
    return changed;
  }

  #mtime(): number | undefined {
    return statSync(this.path, { throwIfNoEntry: false })?.mtimeMs;
  }
}

/** The wait signal of a database file (none for an in-memory database). */
export function waitSignalFor(location: string): WaitSignal | undefined {
  return location === ':memory:' || location === '' ? undefined : new WaitSignal(`${location}-wait`);
}
