import {
  type DateFieldKind,
  dateFieldsOf,
  ENDPOINTS,
  exchangeDayProblem,
  exchangeYearProblem,
  istanbulDate,
} from '@bulten/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../app-context.js';
import { AppError } from './app-error.js';

type DateFields = ReturnType<typeof dateFieldsOf>;

// The date fields of each endpoint that has any, by the name routes carry in their config.
const DATED = new Map<string, DateFields>(
  ENDPOINTS.map((e) => [e.name, dateFieldsOf(e)] as const).filter(([, fields]) => fields.length > 0),
);

function check(value: unknown, kind: DateFieldKind, name: string, today: string): void {
  // A query field sent twice arrives as an array: that is no date either.
  const text = typeof value === 'string' ? value : '';
  const problem = kind === 'year' ? exchangeYearProblem(text, today) : exchangeDayProblem(text, today);
  if (problem) throw new AppError(400, problem, [`${name}: ${text}`]);
}

function checkDates(request: FastifyRequest, fields: DateFields, today: string): void {
  const sources = { params: request.params, query: request.query } as Record<string, Record<string, unknown>>;
  for (const field of fields) {
    const value = sources[field.in]?.[field.name];
    // An absent or empty query date is no filter (the routes read it so).
    if (field.in === 'query' && (value === undefined || value === '')) continue;
    check(value, field.kind, field.name, today);
  }
}

/**
 * One `preValidation` hook for every route of the endpoint table: each of its date path and query fields
 * (the table marks them, `dateField`) is checked against the one rule for the days the exchange can have
 * (`exchangeDayProblem`, today in Istanbul at the context's clock) before the body is validated and the
 * route runs: 400 BAD_DATE or DATE_OUT_OF_RANGE in the request's language, so no date reaches a query or a
 * date computation it could break. It runs after the guards: an anonymous caller learns nothing of a
 * signed-in route's fields.
 */
export function installDateGuard(app: FastifyInstance, ctx: Pick<AppContext, 'now'>): void {
  app.addHook('preValidation', async (request) => {
    const name = request.routeOptions.config.endpoint;
    const fields = name === undefined ? undefined : DATED.get(name);
    if (fields) checkDates(request, fields, istanbulDate(ctx.now()));
  });
}
