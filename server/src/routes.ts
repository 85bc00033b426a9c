import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.js';
import { registerAccountRoutes } from './modules/account/account.routes.js';
import { registerAlertRoutes } from './modules/alerts/alerts.routes.js';
import { registerArchiveRoutes } from './modules/archive/archive.routes.js';
import { registerArrivalRoutes } from './modules/arrivals/arrivals.routes.js';
import { registerAuditRoutes } from './modules/audit/audit.routes.js';
import { installSessionUser } from './modules/auth/auth.guard.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { registerBasisRoutes } from './modules/basis/basis.routes.js';
import { registerCardRoutes } from './modules/cards/cards.routes.js';
import { registerCatalogueRoutes } from './modules/catalogue/catalogue.routes.js';
import { registerCmsRoutes } from './modules/cms/cms.routes.js';
import { registerCompatRoutes } from './modules/compat/compat.routes.js';
import { registerCorrectionRoutes } from './modules/corrections/corrections.routes.js';
import { registerDayRoutes } from './modules/day-bulletin/day-bulletin.routes.js';
import { registerEmbedPages } from './modules/embed/embed.routes.js';
import { registerEventStreamRoutes } from './modules/event-stream/event-stream.routes.js';
import { registerHistoryRoutes } from './modules/history/history.routes.js';
import { registerImportCheckRoutes } from './modules/imports/imports.check.routes.js';
import { registerImportRoutes } from './modules/imports/imports.routes.js';
import { registerKvkkRoutes } from './modules/kvkk/kvkk.routes.js';
import { registerKvkkPublishRoutes, registerKvkkVersionRoutes } from './modules/kvkk/kvkk.staff.routes.js';
import { registerLotLookupRoutes } from './modules/lot-lookup/lot-lookup.routes.js';
import { registerMemberDataRoutes } from './modules/member-data/member-data.routes.js';
import { registerOpenDataRoutes } from './modules/open-data/open-data.routes.js';
import { registerPeerRoutes } from './modules/peers/peers.routes.js';
import { registerRegistrationDeskReadRoutes } from './modules/registration-desk/registration-desk.reads.routes.js';
import { registerRegistrationDeskRoutes } from './modules/registration-desk/registration-desk.routes.js';
import { registerReportService } from './modules/report/report.plugin.js';
import { registerSalesReportRoutes } from './modules/report/sales-report.routes.js';
import { registerTickerRoutes } from './modules/ticker/ticker.routes.js';
import { registerTradeRoutes } from './modules/trades/trades.routes.js';
import { registerTuribRoutes } from './modules/turib/turib.routes.js';
import { registerUserAdminRoutes } from './modules/user-admin/user-admin.routes.js';
import { registerUserDetailsRoutes } from './modules/user-admin/user-details.routes.js';
import { registerWebConfigRoutes } from './modules/web-config/web-config.routes.js';

/** The public bulletin reads (catalogue, day views, cards, latest trades, compatible rows, arrivals) under both bulletin prefixes. */
function registerBulletinReads(app: FastifyInstance, ctx: AppContext): void {
  registerCatalogueRoutes(app, ctx);
  registerDayRoutes(app, ctx);
  registerCardRoutes(app, ctx);
  registerTradeRoutes(app, ctx);
  registerCompatRoutes(app, ctx);
  registerArrivalRoutes(app, ctx);
  registerCorrectionRoutes(app, ctx);
}

/** Registers every feature's routes (after the session reader their access guards use). One line per feature. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  installSessionUser(app, ctx);
  await registerAuthRoutes(app, ctx);
  await registerAccountRoutes(app, ctx);
  await registerKvkkRoutes(app, ctx);
  await registerWebConfigRoutes(app, ctx);
  registerBulletinReads(app, ctx);
  registerHistoryRoutes(app, ctx);
  registerArchiveRoutes(app, ctx);
  registerTuribRoutes(app, ctx);
  registerSalesReportRoutes(app, ctx);
  await registerReportService(app, ctx);
  await registerEventStreamRoutes(app, ctx);
  await registerTickerRoutes(app, ctx);
  await registerCmsRoutes(app, ctx);
  await registerMemberDataRoutes(app, ctx);
  // The staff endpoints, each with its concept (in the order the API document lists them).
  await registerRegistrationDeskRoutes(app, ctx);
  await registerImportRoutes(app, ctx);
  await registerAuditRoutes(app, ctx);
  await registerKvkkPublishRoutes(app, ctx);
  await registerUserAdminRoutes(app, ctx);
  await registerRegistrationDeskReadRoutes(app, ctx);
  await registerImportCheckRoutes(app, ctx);
  registerKvkkVersionRoutes(app, ctx);
  await registerUserDetailsRoutes(app, ctx);
  await registerLotLookupRoutes(app, ctx);
  await registerBasisRoutes(app, ctx);
  await registerAlertRoutes(app, ctx);
  await registerPeerRoutes(app, ctx);
  registerOpenDataRoutes(app, ctx);
  registerEmbedPages(app, ctx);
}
