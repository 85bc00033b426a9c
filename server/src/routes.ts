import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.js';
import { registerArchiveRoutes } from './modules/archive/archive.routes.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { registerBulletinRoutes } from './modules/bulletin/bulletin.routes.js';
import { registerCmsRoutes } from './modules/cms/cms.routes.js';
import { registerHistoryRoutes } from './modules/history/history.routes.js';
import { registerKvkkRoutes } from './modules/kvkk/kvkk.routes.js';
import { registerLiveRoutes } from './modules/live/live.routes.js';
import { registerMemberDataRoutes } from './modules/member-data/member-data.routes.js';
import { registerReportService } from './modules/report/report.plugin.js';
import { registerSalesReportRoutes } from './modules/report/sales-report.routes.js';
import { registerStaffRoutes } from './modules/staff/staff.routes.js';
import { registerTickerRoutes } from './modules/ticker/ticker.routes.js';
import { registerTuribRoutes } from './modules/turib/turib.routes.js';
import { registerUserRoutes } from './modules/users/users.routes.js';
import { registerWebConfigRoutes } from './modules/web-config/web-config.routes.js';

/** Registers every feature's routes. One line per feature. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  void app;
  void ctx;
  await registerAuthRoutes(app, ctx);
  await registerUserRoutes(app, ctx);
  await registerKvkkRoutes(app, ctx);
  await registerWebConfigRoutes(app, ctx);
  await registerBulletinRoutes(app, ctx);
  await registerHistoryRoutes(app, ctx);
  await registerArchiveRoutes(app, ctx);
  await registerTuribRoutes(app, ctx);
  await registerSalesReportRoutes(app, ctx);
  await registerReportService(app, ctx);
  await registerLiveRoutes(app, ctx);
  await registerTickerRoutes(app, ctx);
  await registerCmsRoutes(app, ctx);
  await registerMemberDataRoutes(app, ctx);
  await registerStaffRoutes(app, ctx);
}
