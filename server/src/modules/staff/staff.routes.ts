import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { registerImportRoutes } from '../imports/imports.routes.js';
import { registerAuditRoutes } from './audit-log.routes.js';
import { registerKvkkPublishRoute } from './kvkk-publish.routes.js';
import { registerRegistrationRoutes } from './registration-desk.routes.js';
import { registerStaffDeskRoutes } from './staff-desk.routes.js';
import { registerUserAdminRoutes } from './users.routes.js';

/**
 * Staff endpoints: registrations and imports (operator and up), audit log and KVKK publishing (admin and
 * up), users (super admin). Ticker and CMS edits register with their public reads.
 */
export async function registerStaffRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  await registerRegistrationRoutes(app, ctx);
  await registerImportRoutes(app, ctx);
  await registerAuditRoutes(app, ctx);
  await registerKvkkPublishRoute(app, ctx);
  await registerUserAdminRoutes(app, ctx);
  await registerStaffDeskRoutes(app, ctx);
}
