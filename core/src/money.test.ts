import { describe, expect, it } from 'vitest';
import { formatScaled } from './locale/scaled.js';
import { amountOf, divRound, parseScaled, weightedAverage } from './money.js';

describe('money', () => {
  it('rounds half away from zero', () => {
    expect(divRound(5n, 2n)).toBe(3n);
    expect(divRound(-5n, 2n)).toBe(-3n);
    expect(divRound(4n, 3n)).toBe(1n);
    expect(() => divRound(1n, 0n)).toThrow(RangeError);
  });

  it('computes amounts exactly beyond the safe range of intermediate products', () => {
    // 900 000 t at 20.6843 TL/kg: the milli × e4 product is ~1.9e18, past 2^53.
    expect(amountOf(900_000_000_000, 206_843)).toBe(186_158_700_000_000);
    expect(amountOf(1_500, 206_843)).toBe(310_265); // 1.5 kg → 31.02645 TL → 31.0265 (e4 rounding)
  });

  it('gives the BigInt amount in plain numbers too, negative, halves and products near 2^53 included', () => {
    const byBigInt = (quantity: number, price: number) =>
      Number(divRound(BigInt(quantity) * BigInt(price), 1_000n));
    let state = 7;
    const next = () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
    const cases: Array<[number, number]> = [
      [1_500, 206_843], // 310 264.5 → 310 265
      [-1_500, 206_843],
      [1_500, -206_843],
      [1, 500],
      [1, 499],
      [-1, 500],
      // Products just below and just past 2^53 − 1, and past it by far.
      [94_906_265, 94_906_265],
      [94_906_267, 94_906_267],
      [9_007_199_254_740_991, 1],
      [9_007_199_254_740_991, 3],
      [3_002_399_751_580_331, 3],
    ];
    for (let i = 0; i < 20_000; i += 1) {
      const quantity = Math.floor(next() * 10 ** Math.ceil(next() * 12)) * (next() < 0.1 ? -1 : 1);
      cases.push([quantity, Math.floor(next() * 10 ** Math.ceil(next() * 8))]);
    }
    for (const [quantity, price] of cases)
      expect(amountOf(quantity, price), `${quantity} × ${price}`).toBe(byBigInt(quantity, price));
    expect(() => amountOf(1.5, 10_000)).toThrow(RangeError);
  });

  it('weights the average by quantity and keeps 4 decimals', () => {
    expect(weightedAverage(2_227_500_000, 21_000_000)).toBe(106_071);
    expect(weightedAverage(0, 0)).toBeNull();
  });

  it('gives the BigInt average in plain numbers too, negative, halves and near 2^53 included', () => {
    const byBigInt = (amount: number, quantity: number) =>
      Number(divRound(BigInt(amount) * 1_000n, BigInt(quantity)));
    let state = 3;
    const next = () => {
      state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
      return state / 2_147_483_648;
    };
    const cases: Array<[number, number]> = [
      [5, 2_000],
      [-5, 2_000],
      [5, -2_000],
      [1, 3],
      [4_503_599_627_370, 7],
      [4_503_599_627_371, 1],
      [9_007_199_254_740_991, 999_999_999],
      [-9_007_199_254_740_991, 3],
    ];
    for (let i = 0; i < 20_000; i += 1) {
      const amount = Math.floor(next() * 10 ** Math.ceil(next() * 16)) * (next() < 0.1 ? -1 : 1);
      cases.push([amount, 1 + Math.floor(next() * 10 ** Math.ceil(next() * 13))]);
    }
    for (const [amount, quantity] of cases)
      expect(weightedAverage(amount, quantity), `${amount} / ${quantity}`).toBe(byBigInt(amount, quantity));
  });

  it('parses decimals with either mark and refuses too many decimals or junk', () => {
    expect(parseScaled('20.684', 4)).toBe(206_840);
    expect(parseScaled('20,684', 4, ',')).toBe(206_840);
    expect(parseScaled(' 1250 ', 3)).toBe(1_250_000);
    expect(parseScaled('-3.5', 2)).toBe(-350);
    expect(parseScaled('1.23456', 4)).toBeNull();
    expect(parseScaled('1,5', 4)).toBeNull();
    expect(parseScaled('1e3', 4)).toBeNull();
    expect(parseScaled('', 4)).toBeNull();
    expect(parseScaled('99999999999999999', 4)).toBeNull();
    // The largest exact integer and one past it, and leading zeros beyond 15 digits.
    expect(parseScaled('900719925474.0991', 4)).toBe(9_007_199_254_740_991);
    expect(parseScaled('900719925474.0992', 4)).toBeNull();
    expect(parseScaled('000000000000001.5', 4)).toBe(15_000);
  });

  it('formats scaled integers with a chosen decimal mark', () => {
    expect(formatScaled(206_840, 4, ',')).toBe('20,6840');
    expect(formatScaled(5, 4)).toBe('0.0005');
    expect(formatScaled(-1_500, 2)).toBe('-15.00');
    expect(formatScaled(42, 0)).toBe('42');
  });
});
