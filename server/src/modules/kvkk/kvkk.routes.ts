import { kvkkEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { idParam } from '../../http/params.js';
import { route } from '../../http/route.js';
import { approveKvkk, consentCheck, latestKvkkTexts } from './kvkk.service.js';

const tag = 'KVKK';

/** Registers OnaysizKontrol, GetLastKvkk and Create under `/api/v1/KVKK/KvkkMaster`. */
export async function registerKvkkRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    kvkkEndpoints.OnaysizKontrol,
    {
      docs: {
        tag,
        summary: 'Has the user approved the current KVKK text?',
        description:
          '`sonuc` 1 when approved (or nothing to approve; always for the service account), else 0. Only for yourself; admins for anyone.',
      },
    },
    async (request) => consentCheck(ctx, request.authUser, idParam(request.params.userId)),
  );

  route(
    app,
    kvkkEndpoints.GetLastKvkk,
    {
      docs: {
        tag,
        summary: 'Published KVKK texts, newest first',
        description: 'In the request language; public.',
      },
    },
    async (request) => latestKvkkTexts(ctx, requestLanguage(request)),
  );

  route(
    app,
    kvkkEndpoints.Create,
    {
      docs: {
        tag,
        summary: 'Approve the current KVKK text',
        description:
          'For yourself only (403 otherwise; the service account is not a person). KvkkId must be the newest text (400). ' +
          'Time, IP and user agent are stored; approving again answers the first record unchanged.',
      },
    },
    async (request) =>
      approveKvkk(ctx, request.authUser, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      }),
  );
}
