import { ownUserSchema, ownUserUpdateSchema, userAppSchema } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { authUserOf, requireAuth } from '../auth/auth.guard.js';
import { rateLimited } from '../auth/auth.rate-limit.js';
import { ownUser, updateOwnUser } from './account.service.js';
import { userApps } from './user-apps.js';

const security = [{ bearer: [] }];

/** Registers the own-profile routes (`General/Kullanici`) and GetUserApp (`General/UserApplication`). */
export async function registerAccountRoutes(plain: FastifyInstance, ctx: AppContext): Promise<void> {
  const app = plain.withTypeProvider<ZodTypeProvider>();
  app.get('/api/v1/General/Kullanici/GetOwnUser', {
    schema: { tags: ['User'], summary: 'The signed-in user', security, response: { 200: ownUserSchema } },
    onRequest: requireAuth(ctx),
    handler: async (request) => ownUser(ctx, authUserOf(request).userId),
  });

  app.post('/api/v1/General/Kullanici/Update', {
    schema: {
      tags: ['User'],
      summary: 'Change your own profile',
      description:
        'Name, e-mail, phone and password of the signed-in person. Phone and password changes need MevcutSifre ' +
        '(wrong: 400 BAD_CREDENTIALS); a new password ends your other sessions. The service account gets 403. ' +
        'At most 10 changes per 15 minutes per user.',
      security,
      body: ownUserUpdateSchema,
      response: { 200: ownUserSchema },
    },
    onRequest: requireAuth(ctx),
    preHandler: [
      rateLimited(ctx, [
        { name: 'own-update', max: 10, windowMs: 15 * 60_000, key: (r) => String(r.authUser?.userId) },
      ]),
    ],
    handler: async (request) => updateOwnUser(ctx, authUserOf(request), request.body),
  });

  app.get('/api/v1/General/UserApplication/GetUserApp', {
    schema: {
      tags: ['User'],
      summary: 'Modules the signed-in user may open',
      description:
        'Names in the request language. Sent with the online-bulletin token by the web; the default token works too.',
      security,
      response: { 200: z.array(userAppSchema) },
    },
    onRequest: requireAuth(ctx),
    handler: async (request) => userApps(authUserOf(request).role, requestLanguage(request)),
  });
}
