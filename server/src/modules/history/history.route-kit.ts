import type { Language } from '@bulten/core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import type { Catalogue } from '../catalogue/catalogue.cache.js';
import { type HistoryScope, historyScope, type ScopeInput, type ScopeRules } from './history.scope.js';

/** OpenAPI tag of the history routes. */
export const HISTORY_TAG = 'Bülten: ürün geçmişi';

/** What every history call says about its range. */
export const RANGE =
  'The range is inclusive, at most 20 years (400 BAD_RANGE / RANGE_TOO_LONG); itemId may be a group, class or product. A range without trading answers [].';

/** A history route's docs: its summary, its description and one item of its array answer as the example. */
export function historyDocs<T>(summary: string, description: string, example: T) {
  return { docs: { tag: HISTORY_TAG, summary, description, example: [example] } };
}

/** The scope of a history request: its path parameters with the `kanal` query as the channel. */
export function requestScope(
  ctx: AppContext,
  request: { params: ScopeInput; query: { kanal?: string } },
  rules: ScopeRules = {},
): Promise<HistoryScope> {
  return historyScope(ctx, { ...request.params, channel: request.query.kanal }, rules);
}

/** A scope's rows as answered: each shown with the scope's catalogue in the request's language. */
export function rowsInLanguage<R, T>(
  request: FastifyRequest,
  scope: Pick<HistoryScope, 'catalogue'>,
  rows: readonly R[],
  show: (catalogue: Catalogue, row: R, lang: Language) => T,
): T[] {
  const lang = requestLanguage(request);
  return rows.map((row) => show(scope.catalogue, row, lang));
}
