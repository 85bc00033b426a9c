import { kvkkEndpoints, staffDeskEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/route.js';
import { auditRequest, STAFF_TAG } from '../auth/auth.access.js';
import { publishKvkkText } from './kvkk.service.js';
import { kvkkVersions } from './kvkk.versions.js';

/** `POST /api/v1/KVKK/KvkkMaster/Publish` (admin, super admin): a new KVKK text every person must approve again. */
export async function registerKvkkPublishRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    kvkkEndpoints.Publish,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'Publish a KVKK text (admin)',
        description:
          'Publishes a new KVKK text in Turkish and English. From then on OnaysizKontrol answers 0 for every ' +
          'person until they approve the new text.',
      },
    },
    async (request) => {
      const b = request.body;
      const input = { titleTr: b.BaslikTr, titleEn: b.BaslikEn, bodyTr: b.MetinTr, bodyEn: b.MetinEn };
      const id = await publishKvkkText(ctx.db.kysely, input, request.authUser.userId, ctx.now());
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

/** `GET /api/v1/KVKK/KvkkMaster/Versions` (admin, super admin): every published text with its approvals. */
export function registerKvkkVersionRoutes(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    staffDeskEndpoints.KvkkVersions,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'KVKK texts with approval counts (admin)',
        description: 'Every published KVKK text, newest first, with how many people approved it.',
      },
    },
    async () => kvkkVersions(ctx.db.kysely),
  );
}
