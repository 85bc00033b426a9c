import { describe, expect, it } from 'vitest';
import { type DecimalOptions, plainDecimal } from './decimal';
import { percentText } from './percents';

const LOCALES = { tr: 'tr-TR', en: 'en-GB' } as const;

const formats = new Map<string, Intl.NumberFormat>();

function intl(language: 'tr' | 'en', value: number, options: DecimalOptions): string {
  const key = `${language} ${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(LOCALES[language], { useGrouping: 'always', ...options });
    formats.set(key, format);
  }
  return format.format(value);
}

const OPTIONS: DecimalOptions[] = [
  { minimumFractionDigits: 0, maximumFractionDigits: 0 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2 },
  { minimumFractionDigits: 4, maximumFractionDigits: 4 },
  { minimumFractionDigits: 0, maximumFractionDigits: 3 },
  { minimumFractionDigits: 1, maximumFractionDigits: 1 },
  { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay: 'exceptZero' },
  { minimumFractionDigits: 4, maximumFractionDigits: 4, signDisplay: 'exceptZero' },
  { minimumFractionDigits: 0, maximumFractionDigits: 0, signDisplay: 'exceptZero' },
];

const FIXED = [
  0,
  -0,
  1,
  -1,
  0.5,
  -0.5,
  1.005,
  2.675,
  0.125,
  0.0005,
  -0.0005,
  0.00049,
  9.9995,
  99999.99995,
  999.5,
  1234.5,
  1234567.0005,
  1_000_000,
  12_345_678.9,
  0.1 + 0.2,
  1e-6,
  123456789012345680000,
  4.35,
  1.45,
  -2.5,
  0.000001,
];

/** A deterministic spread of values: prices, quantities, amounts and changes of every size and sign. */
function spread(): number[] {
  const values: number[] = [];
  let seed = 7;
  const next = () => {
    seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
    return seed / 2_147_483_648;
  };
  for (let i = 0; i < 3000; i += 1) {
    const scale = 10 ** Math.floor(next() * 14 - 5);
    const value = (next() - 0.3) * scale;
    values.push(value, Math.round(value * 10_000) / 10_000, Math.round(value * 1000) / 1000 + 0.0005);
  }
  return values;
}

describe('plainDecimal', () => {
  it('writes every value as Intl.NumberFormat does in tr-TR and en-GB', () => {
    for (const language of ['tr', 'en'] as const) {
      for (const options of OPTIONS) {
        for (const value of [...FIXED, ...spread()]) {
          const plain = plainDecimal(language, value, options);
          if (plain !== null) expect([value, plain]).toEqual([value, intl(language, value, options)]);
        }
      }
    }
  });

  it('writes the marks of each language and leaves the rare forms to Intl', () => {
    expect(plainDecimal('tr', 1234567.891, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(
      '1.234.567,89',
    );
    expect(plainDecimal('en', -1234.5, { minimumFractionDigits: 2, maximumFractionDigits: 2 })).toBe(
      '-1,234.50',
    );
    expect(
      plainDecimal('tr', 0.6413, {
        minimumFractionDigits: 4,
        maximumFractionDigits: 4,
        signDisplay: 'exceptZero',
      }),
    ).toBe('+0,6413');
    expect(plainDecimal('tr', Number.NaN, { minimumFractionDigits: 0, maximumFractionDigits: 0 })).toBeNull();
    expect(plainDecimal('tr', 1e-7, { minimumFractionDigits: 0, maximumFractionDigits: 3 })).toBeNull();
    expect(plainDecimal('tr', 1e21, { minimumFractionDigits: 0, maximumFractionDigits: 0 })).toBeNull();
  });
});

describe('percentText', () => {
  it('writes every percentage as the percent unit of Intl.NumberFormat does', () => {
    for (const language of ['tr', 'en'] as const) {
      for (const signDisplay of ['auto', 'exceptZero'] as const) {
        const format = new Intl.NumberFormat(LOCALES[language], {
          useGrouping: 'always',
          style: 'unit',
          unit: 'percent',
          minimumFractionDigits: 2,
          maximumFractionDigits: 2,
          signDisplay,
        });
        for (const value of [...FIXED, ...spread().slice(0, 2000)]) {
          expect([value, percentText(language, value, signDisplay)]).toEqual([value, format.format(value)]);
        }
      }
    }
  });
});
