import { type AuditAction, staffEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { route } from '../../http/route.js';
import { auditRequest, type SignedInRequest, STAFF_TAG } from '../auth/auth.access.js';
import { revokeUserSessions } from '../auth/auth.repository.js';
import { findUserById, listUsers, updateUser } from '../users/users.repository.js';
import { createUser } from '../users/users.service.js';

/** Writes the audit line of a change to a user (`app_user`), with what was asked as its detail. */
export function auditUserChange(
  ctx: AppContext,
  request: SignedInRequest,
  action: AuditAction,
  userId: number,
  detail: unknown,
): Promise<void> {
  return auditRequest(ctx, request, { action, entity: 'app_user', entityId: userId, detail });
}

/** Sets a user active or not; deactivating ends every session of the user. Nobody deactivates themselves. */
async function setActive(ctx: AppContext, actorId: number, userId: number, active: boolean): Promise<void> {
  if (userId === actorId && !active)
    throw new AppError(400, 'VALIDATION', ['KullaniciId: you cannot deactivate yourself']);
  if (!(await findUserById(ctx.db.kysely, userId)))
    throw new AppError(400, 'UNKNOWN_ID', [`no user ${userId}`]);
  const at = ctx.now().toISOString();
  await updateUser(ctx.db.kysely, userId, { active: active ? 1 : 0, updated_at: at });
  if (!active) await revokeUserSessions(ctx.db.kysely, userId, at);
}

/** User management: the super admin creates and (de)activates users, each change audited; admins read the list. */
export async function registerUserAdminRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  route(
    app,
    staffEndpoints.KullaniciCreate,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'Create a user (super admin)',
        description: 'Member users need an existing UyeKodu. Taken name: 409.',
      },
    },
    async (request) => {
      const b = request.body;
      const id = await createUser(
        ctx.db.kysely,
        {
          username: b.KullaniciAdi,
          password: b.Sifre,
          role: b.Rol,
          memberCode: b.UyeKodu,
          fullName: b.AdSoyad,
          phone: b.Telefon,
          email: b.Eposta,
          smsVerification: b.SmsDogrulama,
        },
        ctx.now(),
      );
      await auditUserChange(ctx, request, 'user.create', id, b);
      return { Id: id };
    },
  );
  route(
    app,
    staffEndpoints.KullaniciList,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'List users (admin)',
        description: 'Every user by user name. Admins may read it; only the super admin changes users.',
      },
    },
    async () =>
      (await listUsers(ctx.db.kysely)).map((u) => ({
        Id: u.id,
        KullaniciAdi: u.username,
        AdSoyad: u.full_name,
        Rol: u.role,
        UyeKodu: u.member_code,
        Telefon: u.phone,
        Aktif: u.active === 1,
        SmsDogrulama: u.sms_verification === 1,
      })),
  );
  route(
    app,
    staffEndpoints.KullaniciSetActive,
    {
      docs: {
        tag: STAFF_TAG,
        summary: 'Activate or deactivate a user (super admin)',
        description: 'Deactivating ends every session of the user.',
      },
    },
    async (request) => {
      await setActive(ctx, request.authUser.userId, request.body.KullaniciId, request.body.Aktif);
      await auditUserChange(ctx, request, 'user.set-active', request.body.KullaniciId, request.body);
      return { ok: true as const };
    },
  );
}
