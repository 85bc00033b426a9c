import { kvkkCheckSchema, kvkkConsentRequestSchema, kvkkConsentSchema, kvkkTextSchema } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { idParam } from '../../http/params.js';
import { authUserOf, requireAuth } from '../auth/auth.guard.js';
import { approveKvkk, consentCheck, latestKvkkTexts } from './kvkk.service.js';

/** Prefix of the KVKK routes. */
export const KVKK_PREFIX = '/api/v1/KVKK/KvkkMaster';
const tags = ['KVKK'];
const security = [{ bearer: [] }];

/** Registers OnaysizKontrol, GetLastKvkk and Create under `/api/v1/KVKK/KvkkMaster`. */
export async function registerKvkkRoutes(plain: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get(`${KVKK_PREFIX}/OnaysizKontrol/:userId`, {
    schema: {
      tags,
      summary: 'Has the user approved the current KVKK text?',
      description:
        '`sonuc` 1 when approved (or nothing to approve; always for the service account), else 0. Only for yourself; admins for anyone.',
      security,
      params: z.object({ userId: z.string() }),
      response: { 200: kvkkCheckSchema },
    },
    onRequest: requireAuth(ctx),
    handler: async (request) => consentCheck(ctx, authUserOf(request), idParam(request.params.userId)),
  });

  app.get(`${KVKK_PREFIX}/GetLastKvkk`, {
    schema: {
      tags,
      summary: 'Published KVKK texts, newest first',
      description: 'In the request language; public.',
      response: { 200: z.array(kvkkTextSchema) },
    },
    handler: async (request) => latestKvkkTexts(ctx, requestLanguage(request)),
  });

  app.post(`${KVKK_PREFIX}/Create`, {
    schema: {
      tags,
      summary: 'Approve the current KVKK text',
      description:
        'For yourself only (403 otherwise; the service account is not a person). KvkkId must be the newest text (400). ' +
        'Time, IP and user agent are stored; approving again answers the first record unchanged.',
      security,
      body: kvkkConsentRequestSchema,
      response: { 200: kvkkConsentSchema },
    },
    onRequest: requireAuth(ctx, ['member', 'operator', 'admin', 'superadmin']),
    handler: async (request) =>
      approveKvkk(ctx, authUserOf(request), request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
      }),
  });
}
