import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { exchangeDayProblem, exchangeYearProblem } from '../calendar.js';
import { dateFieldsOf } from './fields.js';
import { ENDPOINTS } from './index.js';

// A field holds a date when its name says so or its description asks for YYYY.
const looksLikeDate = (name: string, schema: z.ZodType) =>
  /^(date|from|to|day|year|tarih)$/i.test(name) ||
  /YYYY/.test(
    z.globalRegistry.get(schema instanceof z.ZodOptional ? schema.unwrap() : schema)?.description ?? '',
  ) ||
  /YYYY/.test(schema.description ?? '');

describe('date fields of the endpoint table', () => {
  it('marks every path and query field that holds a date, and only those', () => {
    const marked = new Set(
      ENDPOINTS.flatMap((e) => dateFieldsOf(e).map((f) => `${e.name} ${f.in}.${f.name}`)),
    );
    const looking = ENDPOINTS.flatMap((e) =>
      (['params', 'query'] as const).flatMap((where) =>
        Object.entries(
          (where === 'params' ? e.params.shape : (e.query?.shape ?? {})) as Record<string, z.ZodType>,
        )
          .filter(([name, schema]) => looksLikeDate(name, schema))
          .map(([name]) => `${e.name} ${where}.${name}`),
      ),
    );
    expect(looking.filter((f) => !marked.has(f))).toEqual([]);
    expect([...marked].filter((f) => !looking.includes(f))).toEqual([]);
    expect(marked.size).toBeGreaterThan(60);
    expect(dateFieldsOf(ENDPOINTS.find((e) => e.name === 'staff.AuditLog')!)).toEqual([
      { in: 'query', name: 'day', kind: 'date' },
    ]);
    expect(dateFieldsOf(ENDPOINTS.find((e) => e.name === 'member.GetSatilanUrun')!)).toEqual([
      { in: 'params', name: 'year', kind: 'year' },
    ]);
  });

  it.each([
    ['2026-03-02', null],
    ['1990-01-01', null],
    ['2027-03-03', null],
    ['1989-12-31', 'DATE_OUT_OF_RANGE'],
    ['2027-03-04', 'DATE_OUT_OF_RANGE'],
    ['0000-01-01', 'DATE_OUT_OF_RANGE'],
    ['9999-12-31', 'DATE_OUT_OF_RANGE'],
    ['2026-02-30', 'BAD_DATE'],
    ['2026-2-3', 'BAD_DATE'],
    ['', 'BAD_DATE'],
  ])('takes %j as a day of the exchange on 2026-03-02: %s', (text, problem) => {
    expect(exchangeDayProblem(text, '2026-03-02')).toBe(problem);
  });

  it('holds years to the same days', () => {
    expect(
      ['1989', '1990', '2027', '2028', '0000', '9999', '26'].map((y) => exchangeYearProblem(y, '2026-03-02')),
    ).toEqual([
      'DATE_OUT_OF_RANGE',
      null,
      null,
      'DATE_OUT_OF_RANGE',
      'DATE_OUT_OF_RANGE',
      'DATE_OUT_OF_RANGE',
      'BAD_DATE',
    ]);
  });
});
