import { staffEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/route.js';
import { STAFF_TAG } from '../../http/route-access.js';
import { auditPage } from './audit.service.js';

/** `GET /api/v1/General/AuditLog` (admin, super admin): the audit log, newest first, paged. */
export async function registerAuditRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    staffEndpoints.AuditLog,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'Audit log (admin)',
        description:
          'Every staff action: time, user, action (e.g. `registration.create`), entity and id, detail without ' +
          'secrets, IP. Newest first; `?page=1&pageSize=50` (≤ 200), filters `?action=` and `?userId=`.',
      },
    },
    async (request) => auditPage(ctx.db.kysely, request.query),
  );
}
