import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { NewRegistration } from '../registrations/registrations.table.js';
import {
  fromStagedRow,
  STAGED_COLUMNS,
  type StagedRow,
  StagedWriter,
  stagedChunks,
  stagedChunksFrom,
  toStagedRow,
} from './staged-file.js';

// A row whose every staged column holds a value of its own, so a column out of place shows.
const FULL: NewRegistration = {
  registration_no: 'T-1',
  version: 1,
  traded_at: '2026-11-26T07:30:00.000Z',
  trade_date: '2026-11-26',
  product_id: 4,
  quantity_milli: 5,
  unit_price_e4: 6,
  amount_e4: 7,
  channel: 'CANLI_HAYVAN',
  buyer_member_id: 8,
  seller_member_id: 9,
  status: 'IPTAL',
  cancel_reason: 'reason',
  city: 'KONYA',
  district: 'MERAM',
  head_count: 10,
  live_weight_milli: 11,
  protein_e2: 12,
  moisture_e2: 13,
  hectoliter_e2: 14,
  sedimentation_e2: 15,
  gluten_e2: 16,
  sune_e2: 17,
  foreign_matter_e2: 18,
  created_at: 'at',
  updated_at: 'at',
};

describe('staged rows', () => {
  it('holds every staged column in STAGED_COLUMNS order', () => {
    expect(toStagedRow(FULL)).toEqual(STAGED_COLUMNS.map((column) => FULL[column]));
  });

  it('becomes the same row again as a first version written at a given time', () => {
    expect(fromStagedRow(toStagedRow(FULL), 'at')).toEqual(FULL);
  });

  it('stages an optional column left out as null', () => {
    const { city: _city, head_count: _heads, ...without } = FULL;
    const staged = toStagedRow(without);
    expect(staged[STAGED_COLUMNS.indexOf('city')]).toBeNull();
    expect(staged[STAGED_COLUMNS.indexOf('head_count')]).toBeNull();
    expect(staged).toHaveLength(STAGED_COLUMNS.length);
  });
});

describe('staged file', () => {
  // Rows of FULL with a number and a city of their own (Turkish letters take 2 bytes in UTF-8).
  const rowsOf = (count: number, city: string): StagedRow[] =>
    Array.from({ length: count }, (_, i) => toStagedRow({ ...FULL, registration_no: `T-${i}`, city }));

  it('reads back every chunk exactly, whatever the order of their sizes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'staged-'));
    try {
      // The writer and the reader each keep one buffer: a short chunk after a long one must not read the
      // long one's tail, and a long one after a short one must not be cut. 1,200 rows: three segments.
      const chunks = [rowsOf(3, 'KONYA'), rowsOf(1_200, 'ŞANLIURFA'), rowsOf(1, 'İZMİR'), rowsOf(50, 'AĞRI')];
      const writer = new StagedWriter(join(dir, 'staged'));
      const marks = chunks.map((rows) => writer.write(rows));
      writer.close();
      expect([...stagedChunks(join(dir, 'staged'))]).toEqual(chunks);
      // Each mark is where the next chunk starts: reading from there gives the chunks after it.
      const [, , third] = marks.map((mark) => mark.bytes);
      expect([...stagedChunksFrom(join(dir, 'staged'), third)].map((chunk) => chunk.rows)).toEqual([
        chunks[3],
      ]);
      expect(marks.map((mark) => mark.rows)).toEqual([3, 1_203, 1_204, 1_254]);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
