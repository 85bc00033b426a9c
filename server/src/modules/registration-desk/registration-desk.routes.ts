import { type AuditAction, registrationDeskEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { route } from '../../http/route.js';
import { auditRequest, type SignedInRequest, STAFF_TAG } from '../auth/auth.access.js';
import { getCatalogue } from '../catalogue/catalogue.cache.js';
import { liveTradeRows } from '../trades/trades.service.js';
import { registrationChanges } from './registration-audit.js';
import {
  cancelRegistration,
  correctRegistration,
  createRegistration,
  registrationEvents,
  type StaffRegistrationResult,
  staffRegistration,
} from './registration-desk.service.js';

const BODY_NOTE =
  'Body: the registrations CSV columns — product code (UrunKodu), member codes (AliciUyeKodu, SaticiUyeKodu), ' +
  'IslemZamani (ISO 8601, without offset = Istanbul time, or DD.MM.YYYY HH:mm), Miktar (≤ 3 decimals) and ' +
  'BirimFiyat (≤ 4 decimals) as decimal strings ("20.684") or numbers, converted exactly. ';

const deskClock = (ctx: AppContext) => ({ now: ctx.now(), sessionClose: ctx.config.sessionClose });

async function finish(
  ctx: AppContext,
  request: SignedInRequest,
  action: AuditAction,
  result: StaffRegistrationResult,
) {
  // The registration is committed: its events go out first (the open lists wait for them), then the audit row.
  // A crop trade's event carries its latest-trades row: an open list shows it without asking again.
  const catalogue = await getCatalogue(ctx);
  const rows = result.outcome === 'cancelled' ? undefined : liveTradeRows(catalogue, result.row);
  for (const event of registrationEvents(result, rows)) await ctx.events.publish(event);
  await auditRequest(ctx, request, {
    action,
    entity: 'registration',
    entityId: result.row.registration_no,
    detail: { outcome: result.outcome, version: result.row.version, body: request.body },
    changes: await registrationChanges(ctx.db.kysely, catalogue, result),
  });
  return { Sonuc: result.outcome, Tescil: staffRegistration(result.row) };
}

/** Staff registration calls (operator, admin, super admin): create, correct, cancel; each audited and announced. */
export async function registerRegistrationDeskRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    registrationDeskEndpoints.TescilCreate,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'Register a trade (operator)',
        description: `${BODY_NOTE}Existing TescilNo: 409 CONFLICT.`,
      },
    },
    async (request) =>
      finish(
        ctx,
        request,
        'registration.create',
        await createRegistration(ctx.db.kysely, request.body, deskClock(ctx)),
      ),
  );
  route(
    app,
    registrationDeskEndpoints.TescilCorrect,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'Correct a registration (operator)',
        description: `${BODY_NOTE}The previous version is kept. Unknown number: 400 UNKNOWN_ID; cancelled: 409 CONFLICT.`,
      },
    },
    async (request) =>
      finish(
        ctx,
        request,
        'registration.correct',
        await correctRegistration(ctx.db.kysely, request.params.no, request.body, deskClock(ctx)),
      ),
  );
  route(
    app,
    registrationDeskEndpoints.TescilCancel,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'Cancel a registration (operator)',
        description:
          'Cancels with a reason; the trade leaves every figure. Unknown number: 400 UNKNOWN_ID; already cancelled: 409.',
      },
    },
    async (request) =>
      finish(
        ctx,
        request,
        'registration.cancel',
        await cancelRegistration(ctx.db.kysely, request.params.no, request.body.reason, deskClock(ctx)),
      ),
  );
}
