import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ANALYSIS_KEYS } from '../analyses.js';
import type { Language } from '../domain.js';
import { parseScaled } from '../money.js';
import { type FigureKind, fileNumber, formatKind } from './files.js';
import { formatTypedNumber, parseTypedNumber, scaledNumber } from './parse.js';
import {
  analysisRule,
  MAX_SCALED,
  NUMBER_RULES,
  type NumberRule,
  REGISTRATION_NUMBER_RULES,
} from './rules.js';

const LANGUAGES: readonly Language[] = ['tr', 'en'];
const { quantity, price, heads, percent, move } = NUMBER_RULES;
const read = (language: Language, text: string, rule: NumberRule) => parseTypedNumber(language, text, rule);
const problem = (language: Language, text: string, rule: NumberRule) => {
  const reading = read(language, text, rule);
  return reading.ok ? null : reading.problem;
};

describe('typed numbers: what people type, read the screen’s way', () => {
  it('reads Turkish dots as thousands and the comma as decimals, English the reverse', () => {
    expect(read('tr', '25.000', quantity)).toEqual({ ok: true, scaled: 25_000_000 });
    expect(read('tr', '20,45', price)).toEqual({ ok: true, scaled: 204_500 });
    expect(read('tr', '1.234.567,125', quantity)).toEqual({ ok: true, scaled: 1_234_567_125 });
    expect(read('en', '25,000', quantity)).toEqual({ ok: true, scaled: 25_000_000 });
    expect(read('en', '20.45', price)).toEqual({ ok: true, scaled: 204_500 });
    expect(read('en', '1,234,567.125', quantity)).toEqual({ ok: true, scaled: 1_234_567_125 });
    expect(read('tr', ' 25 000 ', quantity)).toEqual({ ok: true, scaled: 25_000_000 });
    expect(read('tr', '25\u00a0000,5', quantity)).toEqual({ ok: true, scaled: 25_000_500 });
    expect(read('en', '0.125', quantity)).toEqual({ ok: true, scaled: 125 });
    expect(read('tr', ',5', quantity)).toEqual({ ok: true, scaled: 500 });
    expect(read('tr', '12', heads)).toEqual({ ok: true, scaled: 12 });
  });

  it('refuses what could be read two ways, and says both ways to write it', () => {
    const ambiguous = (asThousands: string, asDecimal: string | null) => ({
      code: 'AMBIGUOUS',
      asThousands,
      asDecimal,
    });
    expect(problem('en', '25.000', quantity)).toEqual(ambiguous('25,000', '25'));
    expect(problem('tr', '1,234', quantity)).toEqual(ambiguous('1.234', '1,2340'));
    expect(problem('tr', '1,500', price)).toEqual(ambiguous('1.500', '1,5'));
    expect(problem('tr', '1,234', heads)).toEqual(ambiguous('1.234', null));
    // Written unambiguously, the same values are read.
    expect(read('tr', '1,2340', quantity)).toEqual({ ok: true, scaled: 1_234 });
    expect(read('en', '25', quantity)).toEqual({ ok: true, scaled: 25_000 });
  });

  it('refuses marks of the other language, misplaced or mixed marks, and other signs', () => {
    const separators = (language: Language) => ({
      code: 'SEPARATORS',
      example: language === 'tr' ? '1.234,50' : '1,234.50',
    });
    for (const text of ['20.45', '1,234.5', '1.23.456', '1,2,3', '12,', '1.234 567', '12.34,5'])
      expect(problem('tr', text, price), text).toEqual(separators('tr'));
    for (const text of ['20,45', '1.234,5', '1,23', '12.', '1,234 567'])
      expect(problem('en', text, price), text).toEqual(separators('en'));
    for (const text of ['abc', '12a', '+5', '1e3', '%5', '-', '.'])
      expect(problem('tr', text, price)?.code, text).toMatch(/NOT_A_NUMBER|SEPARATORS/);
    expect(problem('tr', '12a', price)).toEqual({ code: 'NOT_A_NUMBER' });
    expect(problem('tr', '   ', price)).toEqual({ code: 'REQUIRED' });
  });

  it('refuses more decimals than the field keeps (zeros past them are no decimals)', () => {
    expect(problem('tr', '20,45678', price)).toEqual({ code: 'DECIMALS', decimals: 4 });
    expect(problem('en', '1.2345', quantity)).toEqual({ code: 'DECIMALS', decimals: 3 });
    expect(problem('tr', '12,5', heads)).toEqual({ code: 'DECIMALS', decimals: 0 });
    expect(problem('tr', '3,1234', percent)).toEqual({ code: 'DECIMALS', decimals: 2 });
    expect(read('tr', '20,450000', price)).toEqual({ ok: true, scaled: 204_500 });
  });

  it('refuses values outside the field’s range, naming the limit', () => {
    expect(problem('tr', '0', quantity)).toEqual({ code: 'TOO_SMALL', limit: '0', inclusive: false });
    expect(problem('tr', '-5', price)).toEqual({ code: 'TOO_SMALL', limit: '0', inclusive: false });
    expect(problem('tr', '0', heads)).toEqual({ code: 'TOO_SMALL', limit: '1', inclusive: true });
    expect(problem('en', '100.01', move)).toEqual({ code: 'TOO_LARGE', limit: '100' });
    expect(read('en', '100', move)).toEqual({ ok: true, scaled: 10_000 });
    expect(problem('tr', '1.000.000.000.000', quantity)).toEqual({
      code: 'TOO_LARGE',
      limit: '999999999999.999',
    });
    expect(problem('tr', '99.999.999.999.999.999.999', quantity)).toEqual({
      code: 'TOO_LARGE',
      limit: '999999999999.999',
    });
  });
});

/** Every rule a screen or file reads: the kinds, and each registration column's. */
const RULES: ReadonlyArray<[string, NumberRule]> = [
  ...Object.entries(NUMBER_RULES),
  ...Object.entries(REGISTRATION_NUMBER_RULES),
  ...ANALYSIS_KEYS.map((key): [string, NumberRule] => [key, analysisRule(key)]),
];

/** Every scaled value a rule allows, small ones (the ambiguous `1,234` region) and boundaries often. */
function allowed(rule: NumberRule): fc.Arbitrary<number> {
  const factor = 10 ** rule.decimals;
  const min = Math.round((rule.min ?? 0) * factor) + (rule.minInclusive === false ? 1 : 0);
  const max = rule.max === undefined ? MAX_SCALED : Math.round(rule.max * factor);
  return fc.oneof(
    fc.integer({ min, max }),
    fc.integer({ min, max: Math.min(max, 1_000 * factor) }),
    fc.constantFrom(min, max),
  );
}

describe('typed numbers: format → parse gives the same value', () => {
  it('for every allowed value of every field kind, in both languages', () => {
    for (const language of LANGUAGES)
      for (const [name, rule] of RULES)
        fc.assert(
          fc.property(allowed(rule), (scaled) => {
            const text = formatTypedNumber(language, scaled, rule);
            expect(parseTypedNumber(language, text, rule), `${name} ${language} "${text}"`).toEqual({
              ok: true,
              scaled,
            });
          }),
          { numRuns: 300 },
        );
  });

  it('reaches the server exactly: the JSON number a form sends is read back to the same value', () => {
    for (const [name, rule] of RULES)
      fc.assert(
        fc.property(allowed(rule), (scaled) => {
          const sent = JSON.parse(JSON.stringify({ v: scaledNumber(scaled, rule.decimals) })).v as number;
          expect(parseScaled(String(sent), rule.decimals), name).toBe(scaled);
        }),
        { numRuns: 300 },
      );
  });

  it('writes CSV cells the import reads back, and shown figures a screen reads back', () => {
    const KINDS: ReadonlyArray<[FigureKind, NumberRule]> = [
      ['price', price],
      ['quantity', quantity],
      ['percent', percent],
    ];
    for (const language of LANGUAGES)
      for (const [kind, rule] of KINDS)
        fc.assert(
          fc.property(allowed(rule), (scaled) => {
            const exact = `${scaled / 10 ** rule.decimals}` as `${number}`;
            const cell = fileNumber(language, scaledNumber(scaled, rule.decimals), kind);
            expect(parseScaled(cell, rule.decimals, language === 'tr' ? ',' : '.'), cell).toBe(scaled);
            if (kind !== 'percent') {
              const shown = formatKind(language, kind, exact);
              const back = parseTypedNumber(language, shown, rule);
              // A shown quantity of exactly three decimals below 1 000 is the one ambiguous writing.
              if (back.ok) expect(back.scaled).toBe(scaled);
              else expect(back.problem.code).toBe('AMBIGUOUS');
            }
          }),
          { numRuns: 200 },
        );
  });
});
