import { closeSync, openSync, readSync, writeSync } from 'node:fs';
import { DEAL_COLUMNS, DETAIL_COLUMNS } from '../registrations/registration-columns.js';
import type { NewRegistration } from '../registrations/registrations.table.js';

/**
 * A registration as staged between the check and the commit: the stored columns but the version,
 * timestamps and batch, in `STAGED_COLUMNS` order. Arrays, not objects: a million of them pass through.
 */
export type StagedRow = [
  registration_no: string,
  traded_at: string,
  trade_date: string,
  product_id: number,
  quantity_milli: number,
  unit_price_e4: number,
  amount_e4: number,
  channel: string,
  buyer_member_id: number | null,
  seller_member_id: number | null,
  status: string,
  cancel_reason: string | null,
  city: string | null,
  district: string | null,
  head_count: number | null,
  live_weight_milli: number | null,
  protein_e2: number | null,
  moisture_e2: number | null,
  hectoliter_e2: number | null,
  sedimentation_e2: number | null,
  gluten_e2: number | null,
  sune_e2: number | null,
  foreign_matter_e2: number | null,
];

/** The registration columns of a `StagedRow`, in order. */
export const STAGED_COLUMNS = ['registration_no', ...DEAL_COLUMNS, ...DETAIL_COLUMNS] as const;

/**
 * A stored row's staged columns, in `STAGED_COLUMNS` order. Written out field by field: a million rows
 * pass through here, and a loop over the column names costs several times more.
 */
export function toStagedRow(row: NewRegistration): StagedRow {
  return [
    row.registration_no,
    row.traded_at,
    row.trade_date,
    row.product_id,
    row.quantity_milli,
    row.unit_price_e4,
    row.amount_e4,
    row.channel,
    row.buyer_member_id ?? null,
    row.seller_member_id ?? null,
    row.status,
    row.cancel_reason ?? null,
    row.city ?? null,
    row.district ?? null,
    row.head_count ?? null,
    row.live_weight_milli ?? null,
    row.protein_e2 ?? null,
    row.moisture_e2 ?? null,
    row.hectoliter_e2 ?? null,
    row.sedimentation_e2 ?? null,
    row.gluten_e2 ?? null,
    row.sune_e2 ?? null,
    row.foreign_matter_e2 ?? null,
  ];
}

/**
 * The stored row a `StagedRow` becomes as a first version written at `at` (the inverse of `toStagedRow`;
 * no import batch), field by field like it.
 */
export function fromStagedRow(row: StagedRow, at: string): NewRegistration {
  return {
    registration_no: row[0],
    traded_at: row[1],
    trade_date: row[2],
    product_id: row[3],
    quantity_milli: row[4],
    unit_price_e4: row[5],
    amount_e4: row[6],
    channel: row[7] as NewRegistration['channel'],
    buyer_member_id: row[8],
    seller_member_id: row[9],
    status: row[10] as NewRegistration['status'],
    cancel_reason: row[11],
    city: row[12],
    district: row[13],
    head_count: row[14],
    live_weight_milli: row[15],
    protein_e2: row[16],
    moisture_e2: row[17],
    hectoliter_e2: row[18],
    sedimentation_e2: row[19],
    gluten_e2: row[20],
    sune_e2: row[21],
    foreign_matter_e2: row[22],
    version: 1,
    created_at: at,
    updated_at: at,
  };
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
