import { bulletinEndpoints, istanbulDate, staffEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { route } from '../../http/route.js';
import { changedFields } from '../audit/audit-changes.js';
import { auditRequest, STAFF_TAG } from '../auth/auth.access.js';
import { getCatalogue } from '../catalogue/catalogue.cache.js';
import { findTicker } from './ticker.repository.js';
import { DEFAULT_TICKER_COLOR, setTicker, tickerColor, tickerText } from './ticker.service.js';

const tag = 'Kayan yazı';

// The ticker settings as staff read and set them (none stored: empty texts, the default colour).
const tickerSettings = (row: Awaited<ReturnType<typeof findTicker>>) => ({
  MetinTr: row?.text_tr ?? '',
  MetinEn: row?.text_en ?? '',
  RenkKodu: row?.color ?? DEFAULT_TICKER_COLOR,
});

function registerPublicTicker(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    bulletinEndpoints.GetKayanYazi,
    {
      docs: {
        tag,
        summary: 'Ticker text',
        description:
          'The ticker text in the request language. When staff set none, a line built from the latest trading ' +
          'day: each class that traded, its weighted average and the change vs its previous trading day, e.g. ' +
          '`1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR 20,6840 TL/kg ▲ %1,25 • ARPA (YEMLİK) 11,2000 TL/kg ▼ %0,40` ' +
          '(`Otomatik: true`). Empty text when nothing ever traded.',
      },
    },
    async (request) =>
      tickerText(ctx.db.kysely, await getCatalogue(ctx), requestLanguage(request), istanbulDate(ctx.now())),
  );
  route(
    app,
    bulletinEndpoints.GetKayanYaziRenkKodu,
    {
      docs: {
        tag,
        summary: 'Ticker colour',
        description: `The ticker colour as \`#rrggbb\` (${DEFAULT_TICKER_COLOR} until staff choose one).`,
      },
    },
    async () => ({ RenkKodu: await tickerColor(ctx.db.kysely) }),
  );
}

function registerStaffTicker(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    staffEndpoints.KayanYaziGet,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'Ticker settings (admin)',
        description: 'Both ticker texts as staff set them (empty = built from figures) and the colour.',
      },
    },
    async () => {
      return tickerSettings(await findTicker(ctx.db.kysely));
    },
  );
  route(
    app,
    staffEndpoints.KayanYaziSet,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'Set the ticker (admin)',
        description:
          'Sets the Turkish and English texts (empty = build from figures) and the `#rrggbb` colour.',
      },
    },
    async (request) => {
      const before = tickerSettings(await findTicker(ctx.db.kysely));
      await setTicker(ctx.db.kysely, request.body, ctx.now());
      await auditRequest(ctx, request, {
        action: 'ticker.set',
        entity: 'ticker',
        entityId: 1,
        detail: request.body,
        changes: changedFields(before, tickerSettings(await findTicker(ctx.db.kysely))),
      });
      await ctx.events.publish({ type: 'ticker' });
      return { ok: true as const };
    },
  );
}

/** The public ticker reads (under both bulletin prefixes) and the staff ticker settings. */
export async function registerTickerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  registerPublicTicker(app, ctx);
  registerStaffTicker(app, ctx);
}
