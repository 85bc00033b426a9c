import type { RegistrationRequest } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { problemsError } from '../../http/app-error.js';
import { findCatalogueItem } from '../catalogue/catalogue.repository.js';
import { readRegistrationRow } from '../imports/registration-row.js';
import { ProblemList } from '../imports/row-reader.js';
import { memberIdsByCode } from '../members/members.repository.js';
import type { RegistrationInput } from '../registrations/registrations.service.js';
import { RequestFields } from './request-fields.js';

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
 * input by the registrations CSV row's one validation, on the body's typed values (`RequestFields`); 400 VALIDATION with every problem by field
 * (`error.problems`; `error.details` as `Column: problem`).
 */
export async function registrationInputOf(
  db: Kysely<Database>,
  registrationNo: string,
  body: RegistrationRequest,
): Promise<RegistrationInput> {
  const problems = new ProblemList();
  const fields = new RequestFields({ ...body, TescilNo: registrationNo }, problems);
  const input = readRegistrationRow(fields, await lookupsOf(db, body));
  // A request has fields, not lines: its problems are answered without one.
  if (!input || !problems.empty)
    throw problemsError(
      400,
      'VALIDATION',
      problems.problems.map((problem) => ({ ...problem, line: null })),
    );
  return input;
}
