import { istanbulDate, tickerColorSchema, tickerTextSchema, tickerUpdateSchema } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { registerUnderBulletinPrefixes } from '../../http/bulletin-prefixes.js';
import { requestLanguage } from '../../http/language.js';
import { auditRequest, CONTENT_STAFF, staffSchema } from '../auth/auth.access.js';
import { requireAuth } from '../auth/auth.guard.js';
import { getCatalogue } from '../catalogue/catalogue.cache.js';
import { findTicker } from './ticker.repository.js';
import { DEFAULT_TICKER_COLOR, setTicker, tickerColor, tickerText } from './ticker.service.js';

async function registerPublicTicker(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerUnderBulletinPrefixes(app, async (scope, opts) => {
    const r = scope.withTypeProvider<ZodTypeProvider>();
    r.get(
      '/GetKayanYazi',
      {
        schema: {
          hide: opts.hideFromDocs,
          tags: ['Kayan yazı'],
          summary: 'Ticker text',
          description:
            'The ticker text in the request language. When staff set none, a line built from the latest trading ' +
            'day: each class that traded, its weighted average and the change vs its previous trading day, e.g. ' +
            '`1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR 20,6840 TL/kg ▲ %1,25 • ARPA (YEMLİK) 11,2000 TL/kg ▼ %0,40` ' +
            '(`Otomatik: true`). Empty text when nothing ever traded.',
          response: { 200: tickerTextSchema },
        },
      },
      async (request) =>
        tickerText(ctx.db.kysely, await getCatalogue(ctx), requestLanguage(request), istanbulDate(ctx.now())),
    );
    r.get(
      '/GetKayanYaziRenkKodu',
      {
        schema: {
          hide: opts.hideFromDocs,
          tags: ['Kayan yazı'],
          summary: 'Ticker colour',
          description: `The ticker colour as \`#rrggbb\` (${DEFAULT_TICKER_COLOR} until staff choose one).`,
          response: { 200: tickerColorSchema },
        },
      },
      async () => ({ RenkKodu: await tickerColor(ctx.db.kysely) }),
    );
  });
}

function registerStaffTicker(app: FastifyInstance, ctx: AppContext): void {
  const r = app.withTypeProvider<ZodTypeProvider>();
  r.get(
    '/api/v1/KayanYazi/Get',
    {
      onRequest: requireAuth(ctx, CONTENT_STAFF),
      schema: staffSchema(
        'Ticker settings (admin)',
        'Both ticker texts as staff set them (empty = built from figures) and the colour.',
        {
          response: { 200: tickerUpdateSchema },
        },
      ),
    },
    async () => {
      const row = await findTicker(ctx.db.kysely);
      return {
        MetinTr: row?.text_tr ?? '',
        MetinEn: row?.text_en ?? '',
        RenkKodu: row?.color ?? DEFAULT_TICKER_COLOR,
      };
    },
  );
  r.post(
    '/api/v1/KayanYazi/Set',
    {
      onRequest: requireAuth(ctx, CONTENT_STAFF),
      schema: staffSchema(
        'Set the ticker (admin)',
        'Sets the Turkish and English texts (empty = build from figures) and the `#rrggbb` colour.',
        {
          body: tickerUpdateSchema,
          response: { 200: z.object({ ok: z.literal(true) }) },
        },
      ),
    },
    async (request) => {
      await setTicker(ctx.db.kysely, request.body, ctx.now());
      await auditRequest(ctx, request, {
        action: 'ticker.set',
        entity: 'ticker',
        entityId: 1,
        detail: request.body,
      });
      await ctx.events.publish({ type: 'ticker' });
      return { ok: true as const };
    },
  );
}

/** The public ticker reads (under both bulletin prefixes) and the staff ticker settings. */
export async function registerTickerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerPublicTicker(app, ctx);
  registerStaffTicker(app, ctx);
}
