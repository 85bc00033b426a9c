import { amountOf, type RegistrationRequest } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { problemsError } from '../../http/app-error.js';
import { findCatalogueItem } from '../catalogue/catalogue.repository.js';
import { REGISTRATION_COLUMNS, readRegistrationRow } from '../imports/registration-row.js';
import { ProblemList, RowReader } from '../imports/row-reader.js';
import { memberIdsByCode } from '../members/members.repository.js';
import type { RegistrationInput } from '../registrations/registrations.service.js';

const COLUMNS = [...REGISTRATION_COLUMNS.required, ...REGISTRATION_COLUMNS.optional];
const LINE = 1;

/**
 * A body value as CSV text. A JSON number becomes its shortest decimal text — what the client wrote —
 * so it is then read exactly like a CSV field, never through float arithmetic (1e21 and the like fail).
 */
export function fieldText(value: unknown): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : 'NaN';
  return typeof value === 'string' ? value : '';
}

async function lookupsOf(db: Kysely<Database>, body: RegistrationRequest) {
  const product = await findCatalogueItem(db, 'PRODUCT', body.UrunKodu.trim());
  const codes = [body.AliciUyeKodu, body.SaticiUyeKodu].map((c) => c?.trim()).filter((c) => !!c) as string[];
  return {
    productIds: new Map(product ? [[product.code, product.id]] : []),
    memberIds: await memberIdsByCode(db, codes),
  };
}

/**
 * Turns a staff request body (product and member codes, decimal strings or numbers) into a registration
 * input with exactly the rules of a registrations CSV row; 400 VALIDATION with every problem by field
 * (`error.problems`; `error.details` as `Column: problem`).
 */
export async function registrationInputOf(
  db: Kysely<Database>,
  registrationNo: string,
  body: RegistrationRequest,
): Promise<RegistrationInput> {
  const fields: Record<string, unknown> = { ...body, TescilNo: registrationNo };
  const problems = new ProblemList();
  const reader = new RowReader(new Map(COLUMNS.map((c, i) => [c, i])), COLUMNS.length, '.', problems);
  reader.reset(
    COLUMNS.map((c) => fieldText(fields[c])),
    LINE,
  );
  const input = readRegistrationRow(reader, await lookupsOf(db, body));
  if (input && !Number.isSafeInteger(amountOf(input.quantityMilli, input.unitPriceE4))) {
    reader.fail('Miktar', 'AMOUNT_TOO_LARGE');
  }
  // A request has fields, not lines: its problems are answered without one.
  if (!input || !problems.empty)
    throw problemsError(
      400,
      'VALIDATION',
      problems.problems.map((problem) => ({ ...problem, line: null })),
    );
  return input;
}
