import { describe, expect, it } from 'vitest';
import { REGISTRATION_COLUMNS, readRegistrationRow } from '../imports/registration-row.js';
import { ProblemList, RowReader } from '../imports/row-reader.js';
import { RequestFields } from './request-fields.js';

const COLUMNS = [...REGISTRATION_COLUMNS.required, ...REGISTRATION_COLUMNS.optional];
const LOOKUPS = {
  productIds: new Map([['P1', 7]]),
  memberIds: new Map([['A1', 3]]),
  today: '2026-03-04',
};
const BODY = {
  TescilNo: 'R-1',
  IslemZamani: '2026-03-04 10:15',
  UrunKodu: 'P1',
  Miktar: 10000.5,
  BirimFiyat: '20.5',
  Kanal: 'CANLI_HAYVAN',
  AliciUyeKodu: 'A1',
  BasSayisi: 12,
  Protein: 12.25,
};

function readBody(body: Record<string, unknown>) {
  const problems = new ProblemList();
  const input = readRegistrationRow(new RequestFields(body, problems), LOOKUPS);
  return { input, problems: problems.problems };
}

describe('a request body read as typed values', () => {
  it('reads JSON numbers exactly and the contract enum as it is, as the CSV row of the same values', () => {
    const { input, problems } = readBody(BODY);
    expect(problems).toEqual([]);
    expect(input).toMatchObject({
      registrationNo: 'R-1',
      productId: 7,
      quantityMilli: 10_000_500,
      unitPriceE4: 205_000,
      channel: 'CANLI_HAYVAN',
      buyerMemberId: 3,
      sellerMemberId: null,
      headCount: 12,
      proteinE2: 1225,
    });
    const csv = new ProblemList();
    const row = new RowReader(new Map(COLUMNS.map((c, i) => [c, i])), COLUMNS.length, ',', csv);
    const cells: Record<string, string> = {
      ...BODY,
      Miktar: '10000,5',
      BirimFiyat: '20,5',
      Protein: '12,25',
      Kanal: 'canlihayvan',
    } as never;
    row.reset(
      COLUMNS.map((c) => String(cells[c] ?? '')),
      2,
    );
    const fromCsv = readRegistrationRow(row, LOOKUPS);
    expect(csv.problems).toEqual([]);
    expect(fromCsv).toEqual(input);
  });

  it('answers a number with too many decimals, a non-finite one and a comma by the import rules', () => {
    const { input, problems } = readBody({ ...BODY, Miktar: 0.1 + 0.2, BirimFiyat: '1,5', Protein: 1e21 });
    expect(input).toBeNull();
    expect(problems.map(({ column, code, params }) => ({ column, code, params }))).toEqual([
      {
        column: 'Miktar',
        code: 'NOT_DECIMAL',
        params: { value: '0.30000000000000004', decimals: 3, mark: '.' },
      },
      { column: 'BirimFiyat', code: 'NOT_DECIMAL', params: { value: '1,5', decimals: 4, mark: '.' } },
      { column: 'Protein', code: 'NOT_DECIMAL', params: { value: '1e+21', decimals: 2, mark: '.' } },
    ]);
  });

  it('checks a typed number against its range and a text for control characters', () => {
    const { problems } = readBody({ ...BODY, Miktar: -1, Il: 'An\u0007kara' });
    expect(problems.map(({ column, code }) => [column, code])).toEqual([
      ['Miktar', 'NOT_ABOVE_MIN'],
      ['Il', 'CONTROL_CHARACTER'],
    ]);
  });
});
