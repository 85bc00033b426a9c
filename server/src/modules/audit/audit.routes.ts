import { auditPageSchema, auditQuerySchema } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { requireAuth } from '../auth/auth.guard.js';
import { BEARER_SECURITY, CONTENT_STAFF } from '../staff/staff.access.js';
import { auditPage } from './audit.service.js';

/** `GET /api/v1/General/AuditLog` (admin, super admin): the audit log, newest first, paged. */
export async function registerAuditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/General/AuditLog',
    {
      onRequest: requireAuth(ctx, CONTENT_STAFF),
      schema: {
        tags: ['Yönetim'],
        summary: 'Audit log (admin)',
        description:
          'Every staff action: time, user, action (e.g. `registration.create`), entity and id, detail without ' +
          'secrets, IP. Newest first; `?page=1&pageSize=50` (≤ 200), filters `?action=` and `?userId=`.',
        security: BEARER_SECURITY,
        querystring: auditQuerySchema,
        response: { 200: auditPageSchema },
      },
    },
    async (request) => auditPage(ctx.db.kysely, request.query),
  );
}
