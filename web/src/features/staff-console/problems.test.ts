import { PROBLEM_CODES, type Problem } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import en from '../../../public/assets/i18n/staff/en.json';
import tr from '../../../public/assets/i18n/staff/tr.json';
import appTr from '../../../public/assets/i18n/tr.json';
import { apiErrorFromBody } from '../../api/api-error';
import { createTranslator } from '../../i18n/translator';
import { fieldProblems, problemPlace, problemText, refusalText } from './problems';

const turkish = createTranslator('tr', { ...appTr, ...tr });
const english = createTranslator('en', en);

// A 400 as the server answers a rejected request: its English details and the problems they were made of.
const refused = apiErrorFromBody(
  400,
  {
    error: {
      code: 'VALIDATION',
      message: 'Gönderilen veriler geçersiz.',
      details: ['Miktar: "25.000,5" is not a number…', 'Il: longer than 2000 characters'],
      problems: [
        {
          line: null,
          column: 'Miktar',
          code: 'NOT_DECIMAL',
          params: { value: '25.000,5', decimals: 3, mark: '.' },
        },
        { line: null, column: 'Il', code: 'TOO_LONG', params: { max: 2000 } },
      ],
      problemCount: 2,
    },
    Message: 'Gönderilen veriler geçersiz.',
  },
  '',
);

describe('problems in the screen’s language', () => {
  it('has a text for every problem code the server can answer, in tr and en', () => {
    for (const { t } of [turkish, english])
      expect(PROBLEM_CODES.filter((code) => t(`staff.problems.codes.${code}`).startsWith('staff.'))).toEqual(
        [],
      );
  });

  it('words a problem with its parameters, numbers in the language, places as they are', () => {
    const unknown: Problem = {
      line: 3,
      column: 'UrunKodu',
      code: 'UNKNOWN_PRODUCT',
      params: { code: 'YOK' },
    };
    expect(problemText(turkish.t, 'tr', unknown)).toBe('bilinmeyen ürün kodu "YOK"');
    expect(problemText(english.t, 'en', unknown)).toBe('unknown product code "YOK"');
    const long: Problem = { line: 7, column: 'Il', code: 'TOO_LONG', params: { max: 2000 } };
    expect(problemText(turkish.t, 'tr', long)).toBe('2.000 karakterden uzun');
    expect(problemText(english.t, 'en', long)).toBe('longer than 2,000 characters');
    const extra: Problem = {
      line: 7,
      column: null,
      code: 'EXTRA_VALUE',
      params: { columnNumber: 12, columns: 11 },
    };
    expect([problemPlace(turkish.t, extra), problemPlace(english.t, extra)]).toEqual([
      '12. sütun',
      'column 12',
    ]);
    const empty: Problem = { line: 1, column: null, code: 'EMPTY_FILE', params: {} };
    expect(problemPlace(turkish.t, empty)).toBe('başlık satırı');
    const later = { ...unknown, code: 'SOME_NEW_CODE' } as unknown as Problem;
    expect(problemText(turkish.t, 'tr', later)).toBe('değer kabul edilmedi');
  });

  it('puts a refused form’s problems beside its fields, and never the server’s English details', () => {
    expect(fieldProblems(turkish.t, 'tr', refused, ['Miktar'])).toEqual({
      Miktar: '"25.000,5" en çok 3 ondalık basamaklı bir sayı değil (ondalık işareti ".")',
      '': 'Il: 2.000 karakterden uzun',
    });
    const text = refusalText(turkish.t, 'tr', refused);
    expect(text).toBe(
      'Gönderilen veriler geçersiz. Miktar: "25.000,5" en çok 3 ondalık basamaklı bir sayı değil (ondalık işareti ".") Il: 2.000 karakterden uzun',
    );
    expect(text).not.toMatch(/is not|longer than/);
  });
});
