import { registrationDeskEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { route } from '../../http/route.js';
import { STAFF_TAG } from '../auth/auth.access.js';
import { previewChange, registrationList } from './registration-list.service.js';

/** The registration desk's reads (operator and up): the registrations list and a change's preview. */
export async function registerRegistrationDeskReadRoutes(
  app: FastifyInstance,
  ctx: AppContext,
): Promise<void> {
  route(
    app,
    registrationDeskEndpoints.TescilList,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'List registrations (operator)',
        description:
          'Latest trade first, paged (`page`, `pageSize` ≤ 200), filtered by day (`tarih`), product code or ' +
          'name part (`urun`), channel, buyer or seller member code (`uye`), status (`durum`) and the start of ' +
          'the number (`no`); each with its earlier versions.',
      },
    },
    async (request) => registrationList(ctx.db.kysely, request.query, requestLanguage(request), ctx.config),
  );
  route(
    app,
    registrationDeskEndpoints.TescilPreview,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'Preview a correction or cancellation (operator)',
        description:
          'Body `{"Iptal": true}` or `{"Tescil": {…the Correct body…}}`. Answers the figures of every product, ' +
          'day and channel the change touches, before and after; nothing is written. Unknown number: 400 ' +
          'UNKNOWN_ID; cancelled: 409 CONFLICT; a bad correction: 400 VALIDATION with every `Column: problem`.',
      },
    },
    async (request) =>
      previewChange(ctx.db.kysely, request.params.no, request.body, requestLanguage(request), ctx.now()),
  );
}
