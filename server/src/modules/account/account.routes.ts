import { userEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { requestLanguage } from '../../http/language.js';
import { route } from '../../http/route.js';
import { rateLimited } from '../auth/auth.rate-limit.js';
import { ownUser, updateOwnUser } from './account.service.js';
import { userApps } from './user-apps.js';

const tag = 'User';

/** Registers the own-profile routes (`General/Kullanici`) and GetUserApp (`General/UserApplication`). */
export async function registerAccountRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(app, userEndpoints.GetOwnUser, { docs: { tag, summary: 'The signed-in user' } }, async (request) =>
    ownUser(ctx, request.authUser.userId),
  );

  route(
    app,
    userEndpoints.Update,
    {
      docs: {
        tag,
        summary: 'Change your own profile',
        description:
          'Name, e-mail, phone and password of the signed-in person. Phone and password changes need MevcutSifre ' +
          '(wrong: 400 BAD_CREDENTIALS); a new password ends your other sessions. The service account gets 403. ' +
          'At most 10 changes per 15 minutes per user.',
      },
      preHandler: [
        rateLimited(ctx, [
          { name: 'own-update', max: 10, windowMs: 15 * 60_000, key: (r) => String(r.authUser?.userId) },
        ]),
      ],
    },
    async (request) => updateOwnUser(ctx, request.authUser, request.body),
  );

  route(
    app,
    userEndpoints.GetUserApp,
    {
      docs: {
        tag,
        summary: 'Modules the signed-in user may open',
        description:
          'Names in the request language. Sent with the online-bulletin token by the web; the default token works too.',
      },
    },
    async (request) => userApps(request.authUser.role, requestLanguage(request)),
  );
}
