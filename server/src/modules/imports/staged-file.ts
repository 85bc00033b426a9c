import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import { DEAL_COLUMNS, DETAIL_COLUMNS } from '../registrations/registration-columns.js';
import type { NewRegistration } from '../registrations/registrations.table.js';

/** The registration columns of a `StagedRow`, in order (the analyses last: core's `ANALYSIS_COLUMNS`). */
export const STAGED_COLUMNS = ['registration_no', ...DEAL_COLUMNS, ...DETAIL_COLUMNS] as const;

// Over a tuple type parameter, a mapped type keeps the tuple: each column's stored type, never undefined.
type ColumnValues<T> = {
  -readonly [I in keyof T]: Exclude<NewRegistration[T[I] & keyof NewRegistration], undefined>;
};

/**
 * A registration as staged between the check and the commit: the stored columns but the version,
 * timestamps and batch, in `STAGED_COLUMNS` order. Arrays, not objects: a million of them pass through.
 */
export type StagedRow = ColumnValues<typeof STAGED_COLUMNS>;

// The two conversions below, written out field by field from `STAGED_COLUMNS` once, when this module
// loads: a million rows pass through them, and a loop over the column names costs several times more
// (a million rows each way: some 0.3 s written out, 2 to 7 times that as loops).
const IDENTIFIER = /^[a-z][a-z0-9_]*$/;
for (const column of STAGED_COLUMNS) if (!IDENTIFIER.test(column)) throw new Error(`staged column ${column}`);

const toStaged = new Function(
  'row',
  `return [${STAGED_COLUMNS.map((c) => `row.${c} ?? null`).join(', ')}];`,
) as (row: NewRegistration) => StagedRow;

const fromStaged = new Function(
  'row',
  'at',
  `return { ${STAGED_COLUMNS.map((c, i) => `${c}: row[${i}]`).join(', ')}, version: 1, created_at: at, updated_at: at };`,
) as (row: StagedRow, at: string) => NewRegistration;

/** A stored row's staged columns, in `STAGED_COLUMNS` order (an optional column left out: null). */
export function toStagedRow(row: NewRegistration): StagedRow {
  return toStaged(row);
}

/**
 * The stored row a `StagedRow` becomes as a first version written at `at` (the inverse of `toStagedRow`;
 * no import batch), its keys in `STAGED_COLUMNS` order, then version and timestamps.
 */
export function fromStagedRow(row: StagedRow, at: string): NewRegistration {
  return fromStaged(row, at);
}

/** Where a staged file stands: its length in bytes (whole chunks only) and the rows in them. */
export interface StagedMark {
  bytes: number;
  rows: number;
}

// Rows per JSON text inside a chunk: some 85 KB of text, under V8's largest ordinary heap object (128
// KiB), so each text lives and dies in the young generation. A chunk as one text (some 850 KB) is a
// large object of its own, mapped and unmapped each time: writing and reading it took about 2.5 times as
// long.
const SEGMENT_ROWS = 500;

/**
 * Appends chunks of checked rows to a file: a 4-byte length, then the chunk as segments of up to
 * SEGMENT_ROWS rows, each a 4-byte length and the rows as JSON (strings, integers and nulls only, so exact
 * both ways). JSON rather than V8's serialisation: read back in some half the time, and reading is on the
 * committing thread's path.
 */
export class StagedWriter {
  private readonly fd: number;
  private readonly mark: StagedMark = { bytes: 0, rows: 0 };
  private buffer = Buffer.allocUnsafe(0);

  constructor(readonly path: string) {
    this.fd = openSync(path, 'w', 0o600);
  }

  /** Appends one chunk; answers the file's length and rows with it. */
  write(rows: readonly StagedRow[]): StagedMark {
    const texts: string[] = [];
    for (let i = 0; i < rows.length; i += SEGMENT_ROWS)
      texts.push(JSON.stringify(rows.slice(i, i + SEGMENT_ROWS)));
    // Up to 3 bytes of UTF-8 per UTF-16 unit; the buffer is kept, grown only for a larger chunk.
    const room = texts.reduce((sum, text) => sum + 4 + 3 * text.length, 4);
    if (this.buffer.length < room) this.buffer = Buffer.allocUnsafe(room);
    let at = 4;
    for (const text of texts) {
      const length = this.buffer.write(text, at + 4, 'utf8');
      this.buffer.writeUInt32LE(length, at);
      at += 4 + length;
    }
    this.buffer.writeUInt32LE(at - 4, 0);
    writeSync(this.fd, this.buffer, 0, at);
    this.mark.bytes += at;
    this.mark.rows += rows.length;
    return { ...this.mark };
  }

  /** Closes the file. */
  close(): void {
    closeSync(this.fd);
  }
}

/** A chunk of a staged file and the offset of the chunk after it. */
export interface StagedChunk {
  rows: StagedRow[];
  next: number;
}

// The rows of a chunk's body (its first `length` bytes of `body`): its segments' rows, in order.
function segmentRows(body: Buffer, length: number): StagedRow[] {
  const rows: StagedRow[] = [];
  for (let at = 0; at < length; ) {
    const size = body.readUInt32LE(at);
    for (const row of JSON.parse(body.toString('utf8', at + 4, at + 4 + size)) as StagedRow[]) rows.push(row);
    at += 4 + size;
  }
  return rows;
}

/**
 * Reads the chunks of a staged file in order, one at a time, from byte `from` (a chunk's start) to byte
 * `until` (a chunk's end: the file may still be growing beyond it).
 */
export function* stagedChunksFrom(
  path: string,
  from = 0,
  until = Number.POSITIVE_INFINITY,
): Generator<StagedChunk> {
  const fd = openSync(path, 'r');
  try {
    const head = Buffer.alloc(4);
    // One buffer for every chunk, grown only for a larger one.
    let body = Buffer.allocUnsafe(0);
    for (let at = from; at < until && readSync(fd, head, 0, 4, at) === 4; ) {
      const length = head.readUInt32LE(0);
      if (body.length < length) body = Buffer.allocUnsafe(length);
      if (readSync(fd, body, 0, length, at + 4) !== length)
        throw new Error(`staged file ${path} is cut short`);
      at += 4 + length;
      yield { rows: segmentRows(body, length), next: at };
    }
  } finally {
    closeSync(fd);
  }
}

/** Reads the chunks of a staged file in order, one at a time. */
export function* stagedChunks(path: string): Generator<StagedRow[]> {
  for (const chunk of stagedChunksFrom(path)) yield chunk.rows;
}
