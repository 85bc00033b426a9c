import { kvkkPublishSchema } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { auditRequest, CONTENT_STAFF, staffSchema } from '../auth/auth.access.js';
import { requireAuth } from '../auth/auth.guard.js';
import { publishKvkkText } from '../kvkk/kvkk.service.js';

/** `POST /api/v1/KVKK/KvkkMaster/Publish` (admin, super admin): a new KVKK text every person must approve again. */
export async function registerKvkkPublishRoute(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().post(
    '/api/v1/KVKK/KvkkMaster/Publish',
    {
      onRequest: requireAuth(ctx, CONTENT_STAFF),
      schema: staffSchema(
        'Publish a KVKK text (admin)',
        'Publishes a new KVKK text in Turkish and English. From then on OnaysizKontrol answers 0 for every ' +
          'person until they approve the new text.',
        {
          body: kvkkPublishSchema,
          response: { 200: z.object({ Id: z.number() }) },
        },
      ),
    },
    async (request) => {
      const b = request.body;
      const input = { titleTr: b.BaslikTr, titleEn: b.BaslikEn, bodyTr: b.MetinTr, bodyEn: b.MetinEn };
      const id = await publishKvkkText(ctx.db.kysely, input, request.authUser?.userId ?? null, ctx.now());
      await auditRequest(ctx, request, {
        action: 'kvkk.publish',
        entity: 'kvkk_text',
        entityId: id,
        detail: {
          BaslikTr: b.BaslikTr,
          BaslikEn: b.BaslikEn,
          chars: { tr: b.MetinTr.length, en: b.MetinEn.length },
        },
      });
      return { Id: id };
    },
  );
}
