import type { Problem } from '@bulten/core/plain';
import type { FileCheck } from './read-file.js';
import type { StagedMark } from './staged-file.js';

/**
 * A staged file as the commit reads it: complete (checked whole before), or still being written by a
 * check running beside the commit (`GrowingFeed`).
 */
export interface StagedFeed {
  readonly path: string;
  /** Rows staged so far: every row of the file once its check is over. */
  rows(): number;
  /**
   * Waits until at least `rows` rows are staged after byte `from` (a chunk's start) or the check is over,
   * and answers the byte the chunks after `from` may be read to. Rejects with `StagedCheckFailed` when the
   * file has a problem, or with the check's own failure.
   */
  ready(from: number, rows: number): Promise<number>;
}

/** The file had problems: the rows staged before the first one must not stay. */
export class StagedCheckFailed extends Error {
  constructor(readonly problems: Problem[]) {
    super(`the file has ${problems.length} problem(s)`);
    this.name = 'StagedCheckFailed';
  }
}

/** A staged file checked whole: every chunk can be read at once. */
export function completeFeed(path: string, rows: number): StagedFeed {
  return { path, rows: () => rows, ready: async () => Number.POSITIVE_INFINITY };
}

/**
 * A staged file its check is still writing, told of each chunk (`mark`) and of the end (`finish` with the
 * check's answer, or `fail`). Chunks are read from the file, never kept here: memory stays flat however
 * far the check runs ahead of the commit.
 */
export class GrowingFeed implements StagedFeed {
  private last: StagedMark = { bytes: 0, rows: 0 };
  private readonly rowsAt = new Map<number, number>([[0, 0]]);
  private end: { check: FileCheck } | { error: Error } | undefined;
  private waiting: Array<() => void> = [];

  constructor(readonly path: string) {}

  /** A chunk was written: the file now holds whole chunks up to `mark`. */
  mark(mark: StagedMark): void {
    this.last = mark;
    this.rowsAt.set(mark.bytes, mark.rows);
    this.wakeAll();
  }

  /** The check is over (every chunk of a good file written before). */
  finish(check: FileCheck): void {
    this.end ??= { check };
    this.wakeAll();
  }

  /** The check itself failed (not a problem of the file). */
  fail(error: Error): void {
    this.end ??= { error };
    this.wakeAll();
  }

  private wakeAll(): void {
    const waiting = this.waiting;
    this.waiting = [];
    for (const wake of waiting) wake();
  }

  /** True once the check answered or failed. */
  get over(): boolean {
    return this.end !== undefined;
  }

  rows(): number {
    return this.last.rows;
  }

  async ready(from: number, rows: number): Promise<number> {
    const before = this.rowsAt.get(from);
    if (before === undefined) throw new Error(`byte ${from} of ${this.path} is no chunk's start`);
    for (;;) {
      if (this.end && 'error' in this.end) throw this.end.error;
      if (this.end && !this.end.check.ok) throw new StagedCheckFailed(this.end.check.problems);
      if (this.end || this.last.rows - before >= rows) return this.last.bytes;
      await new Promise<void>((resolve) => {
        this.waiting.push(resolve);
      });
    }
  }
}
