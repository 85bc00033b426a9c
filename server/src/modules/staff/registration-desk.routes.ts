import { cancelRequestSchema, registrationRequestSchema, registrationResultSchema } from '@bulten/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { AppContext } from '../../app-context.js';
import { auditRequest, REGISTRATION_STAFF, staffSchema } from '../auth/auth.access.js';
import { requireAuth } from '../auth/auth.guard.js';
import {
  cancelRegistration,
  correctRegistration,
  createRegistration,
  registrationEvents,
  type StaffRegistrationResult,
  staffRegistration,
} from './registration-desk.service.js';

const TESCIL = '/api/v1/Tescil';
const noParams = z.object({ no: z.string().min(1).max(50).describe('Registration number (TescilNo)') });
const BODY_NOTE =
  'Body: the registrations CSV columns — product code (UrunKodu), member codes (AliciUyeKodu, SaticiUyeKodu), ' +
  'IslemZamani (ISO 8601, without offset = Istanbul time, or DD.MM.YYYY HH:mm), Miktar (≤ 3 decimals) and ' +
  'BirimFiyat (≤ 4 decimals) as decimal strings ("20.684") or numbers, converted exactly. ';

async function finish(
  ctx: AppContext,
  request: FastifyRequest,
  action: string,
  result: StaffRegistrationResult,
) {
  await auditRequest(ctx, request, {
    action,
    entity: 'registration',
    entityId: result.row.registration_no,
    detail: { outcome: result.outcome, version: result.row.version, body: request.body },
  });
  for (const event of registrationEvents(result)) await ctx.events.publish(event);
  return { Sonuc: result.outcome, Tescil: staffRegistration(result.row) };
}

/** Staff registration calls (operator, admin, super admin): create, correct, cancel; each audited and announced. */
export async function registerRegistrationRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const onRequest = requireAuth(ctx, REGISTRATION_STAFF);
  r.post(
    `${TESCIL}/Create`,
    {
      onRequest,
      schema: staffSchema('Register a trade (operator)', `${BODY_NOTE}Existing TescilNo: 409 CONFLICT.`, {
        body: registrationRequestSchema,
        response: { 200: registrationResultSchema },
      }),
    },
    async (request) =>
      finish(
        ctx,
        request,
        'registration.create',
        await createRegistration(ctx.db.kysely, request.body, ctx.now()),
      ),
  );
  r.post(
    `${TESCIL}/Correct/:no`,
    {
      onRequest,
      schema: staffSchema(
        'Correct a registration (operator)',
        `${BODY_NOTE}The previous version is kept. Unknown number: 400 UNKNOWN_ID; cancelled: 409 CONFLICT.`,
        { params: noParams, body: registrationRequestSchema, response: { 200: registrationResultSchema } },
      ),
    },
    async (request) =>
      finish(
        ctx,
        request,
        'registration.correct',
        await correctRegistration(ctx.db.kysely, request.params.no, request.body, ctx.now()),
      ),
  );
  r.post(
    `${TESCIL}/Cancel/:no`,
    {
      onRequest,
      schema: staffSchema(
        'Cancel a registration (operator)',
        'Cancels with a reason; the trade leaves every figure. Unknown number: 400 UNKNOWN_ID; already cancelled: 409.',
        { params: noParams, body: cancelRequestSchema, response: { 200: registrationResultSchema } },
      ),
    },
    async (request) =>
      finish(
        ctx,
        request,
        'registration.cancel',
        await cancelRegistration(ctx.db.kysely, request.params.no, request.body.reason, ctx.now()),
      ),
  );
}
