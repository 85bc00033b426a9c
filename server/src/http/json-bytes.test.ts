import { describe, expect, it } from 'vitest';
import { JsonBytes } from './json-bytes.js';

// A seeded generator, so a failure is found again.
function random(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const DECIMALS = [0, 1, 2, 3, 4] as const;

describe('JsonBytes', () => {
  it('writes scaled integers as JSON.stringify writes value / 10^decimals', () => {
    const next = random(7);
    const values = [
      0, -0, 1, -1, 5, 10, 100, 1_000, 10_000, 10_001, 123_450, 999_999_999_999_999, 1e15, -1e15,
    ];
    for (let i = 0; i < 5_000; i += 1) {
      const digits = 1 + Math.floor(next() * 17);
      const value = Math.floor(next() * 10 ** digits) * (next() < 0.2 ? -1 : 1);
      // Trailing zeros in the fraction are the case the writer shortens.
      values.push(next() < 0.3 ? value - (value % 100) : value);
    }
    for (const decimals of DECIMALS) {
      for (const value of values) {
        const json = new JsonBytes(8).raw('[').scaled(value, decimals).raw(']').done().toString('latin1');
        expect(json, `${value} / 10^${decimals}`).toBe(JSON.stringify([value / 10 ** decimals]));
      }
    }
  });

  it('writes what is no safe integer as JSON.stringify does', () => {
    for (const value of [0.5, Number.NaN, Number.POSITIVE_INFINITY, 2 ** 60, null as unknown as number]) {
      expect(new JsonBytes().scaled(value, 4).done().toString()).toBe(JSON.stringify(value / 10_000));
    }
  });

  it('writes strings as JSON.stringify does, escapes and UTF-8 included', () => {
    for (const text of [
      '',
      '2026-03-04',
      'a"b',
      'back\\slash',
      'tab\there',
      'İĞÜŞÖÇ ığüşöç',
      '€ 😀',
      '\u007f\u0000',
    ]) {
      expect(new JsonBytes(1).string(text).done().toString('utf8')).toBe(JSON.stringify(text));
    }
  });

  it('grows past the expected length', () => {
    const json = new JsonBytes(16);
    const values = Array.from({ length: 1_000 }, (_, i) => i * 1_234_567);
    for (const [i, value] of values.entries()) json.raw(i === 0 ? '[' : ',').scaled(value, 3);
    expect(json.raw(']').done().toString()).toBe(JSON.stringify(values.map((v) => v / 1_000)));
  });
});
