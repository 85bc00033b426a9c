import { staffDeskEndpoints, type UserDetails } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { route } from '../../http/route.js';
import { STAFF_TAG } from '../auth/auth.access.js';
import { changePassword } from '../auth/password-change.js';
import { findUserById, updateUser } from '../users/users.repository.js';
import { auditUserChange } from './user-admin.routes.js';

/** Sets a user's phone, SMS step and password; a new password ends the user's sessions and lockout. */
async function setDetails(ctx: AppContext, body: UserDetails): Promise<void> {
  const db = ctx.db.kysely;
  const user = await findUserById(db, body.KullaniciId);
  if (!user) throw new AppError(400, 'UNKNOWN_ID', [`no user ${body.KullaniciId}`]);
  const phone = body.Telefon === undefined ? user.phone : body.Telefon || null;
  const sms = body.SmsDogrulama ?? user.sms_verification === 1;
  if (sms && !phone) throw new AppError(400, 'VALIDATION', ['Telefon: an SMS code needs a phone number']);
  const now = ctx.now();
  const also = { phone, sms_verification: sms ? 1 : 0, updated_at: now.toISOString() };
  if (body.YeniSifre) await changePassword(db, user.id, body.YeniSifre, now, { also });
  else await updateUser(db, user.id, also);
}

/** `POST /api/v1/General/Kullanici/SetDetails` (super admin): phone for SMS, SMS step, password reset; audited. */
export async function registerUserDetailsRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    staffDeskEndpoints.KullaniciSetDetails,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'Set a user’s phone, SMS step or password (super admin)',
        description:
          'Each field only when given: `Telefon` (null or empty removes it), `SmsDogrulama` (needs a phone), ' +
          '`YeniSifre` (≥ 10 characters; ends every session of the user and lifts a lockout). Unknown user: 400 UNKNOWN_ID.',
      },
    },
    async (request) => {
      await setDetails(ctx, request.body);
      await auditUserChange(ctx, request, 'user.set-details', request.body.KullaniciId, request.body);
      return { ok: true as const };
    },
  );
}
