import type { Figures } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { dayPoint } from '../figures/figures.rollup.js';
import { archiveJson, archiveRows, pageOf } from './archive.service.js';

// A seeded generator, so a failure is found again.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

function figures(next: () => number): Figures {
  const whole = (digits: number) => Math.floor(next() * 10 ** Math.ceil(next() * digits));
  const price = () => whole(8) + 1;
  return {
    count: whole(4) + 1,
    quantityMilli: whole(12) + 1,
    amountE4: whole(15),
    minPriceE4: price(),
    maxPriceE4: price(),
    firstPriceE4: price(),
    firstAt: '2026-03-02T07:00:00.000Z',
    firstId: 1,
    lastPriceE4: price(),
    lastAt: '2026-03-02T13:00:00.000Z',
    lastId: 2,
    headCount: 0,
    liveWeightMilli: 0,
  };
}

describe('archiveJson', () => {
  const next = random(11);
  const points = Array.from({ length: 600 }, (_, i) =>
    dayPoint(
      `20${String(10 + Math.floor(i / 250)).padStart(2, '0')}-03-${String((i % 28) + 1).padStart(2, '0')}`,
      figures(next),
    ),
  );

  it('is byte for byte the JSON of the archive rows, whole and paged', () => {
    for (const paging of [
      null,
      { page: 1, size: 100 },
      { page: 6, size: 100 },
      { page: 7, size: 100 },
      { page: 2, size: 5000 },
    ]) {
      expect(archiveJson(points, paging).toString('utf8'), JSON.stringify(paging)).toBe(
        JSON.stringify(pageOf(archiveRows(points), paging)),
      );
    }
    expect(archiveJson([], null).toString()).toBe('[]');
  });
});
