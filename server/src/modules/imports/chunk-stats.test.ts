import { describe, expect, it } from 'vitest';
import type { DailyStatRow } from '../stats/stats.table.js';
import { chunkStats, PendingStats } from './chunk-stats.js';
import type { StagedRow } from './staged-file.js';

// A staged row of product 1 on 2026-03-02 (SALON): quantity 1,000 milli, amount = price × 1.
function row(no: string, at: string, priceE4: number, status = 'AKTIF'): StagedRow {
  const r = [no, at, '2026-03-02', 1, 1000, priceE4, priceE4, 'SALON', null, null, status];
  return [...r, ...Array(12).fill(null)] as StagedRow;
}

const byChannel = (rows: readonly DailyStatRow[]) =>
  [...rows].sort((a, b) => a.channel.localeCompare(b.channel));

describe('PendingStats', () => {
  it('holds several chunks as the figures of all their rows at once', () => {
    // Chunk one: 10:05 @ 12.0000 and 10:01 @ 11.0000 (ids 1, 2); chunk two: 10:01 @ 13.0000 (id 3, same
    // time as id 2: first by id stays id 2), 10:09 @ 10.0000 (id 4, the last) and a cancelled line.
    const first = [row('A', '2026-03-02T07:05:00Z', 120_000), row('B', '2026-03-02T07:01:00Z', 110_000)];
    const second = [
      row('C', '2026-03-02T07:01:00Z', 130_000),
      row('D', '2026-03-02T07:09:00Z', 100_000),
      row('E', '2026-03-02T07:20:00Z', 990_000, 'IPTAL'),
    ];
    const pending = new PendingStats();
    expect(pending.add(chunkStats(first, [1, 2])!)).toBe(true);
    expect(pending.add(chunkStats(second, [3, 4, 5])!)).toBe(true);
    const held = pending.take();
    expect(held).toEqual(chunkStats([...first, ...second], [1, 2, 3, 4, 5]));
    expect(held).toMatchObject([
      { trade_count: 4, amount_e4: 460_000, min_price_e4: 100_000, max_price_e4: 130_000 },
    ]);
    expect(held[0]).toMatchObject({
      first_id: 2,
      first_price_e4: 110_000,
      last_id: 4,
      last_price_e4: 100_000,
    });
    expect(pending.take()).toEqual([]);
  });

  it('keeps day × product × channel keys apart', () => {
    const live = row('L', '2026-03-02T07:00:00Z', 50_000);
    live[7] = 'CANLI_HAYVAN';
    const pending = new PendingStats();
    pending.add(chunkStats([row('A', '2026-03-02T07:00:00Z', 10_000)], [1])!);
    pending.add(chunkStats([live], [2])!);
    expect(byChannel(pending.take()).map((s) => [s.channel, s.trade_count])).toEqual([
      ['CANLI_HAYVAN', 1],
      ['SALON', 1],
    ]);
  });

  it('refuses, adding nothing, a chunk whose sum with the held figures is no longer exact', () => {
    const big = 5_000_000_000_000_000; // 5 × 10^15 e4: two of them pass 2^53
    const pending = new PendingStats();
    expect(pending.add(chunkStats([row('A', '2026-03-02T07:00:00Z', big)], [1])!)).toBe(true);
    expect(pending.add(chunkStats([row('B', '2026-03-02T07:01:00Z', big)], [2])!)).toBe(false);
    expect(pending.take()).toMatchObject([{ trade_count: 1, amount_e4: big }]);
  });
});
