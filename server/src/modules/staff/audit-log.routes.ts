import { auditPageSchema, auditQuerySchema } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { auditPage } from '../audit/audit.service.js';
import { CONTENT_STAFF, staffSchema } from '../auth/auth.access.js';
import { requireAuth } from '../auth/auth.guard.js';

/** `GET /api/v1/General/AuditLog` (admin, super admin): the audit log, newest first, paged. */
export async function registerAuditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/api/v1/General/AuditLog',
    {
      onRequest: requireAuth(ctx, CONTENT_STAFF),
      schema: staffSchema(
        'Audit log (admin)',
        'Every staff action: time, user, action (e.g. `registration.create`), entity and id, detail without ' +
          'secrets, IP. Newest first; `?page=1&pageSize=50` (≤ 200), filters `?action=` and `?userId=`.',
        {
          querystring: auditQuerySchema,
          response: { 200: auditPageSchema },
        },
      ),
    },
    async (request) => auditPage(ctx.db.kysely, request.query),
  );
}
