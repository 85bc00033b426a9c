import type { Role } from '@bulten/core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { recordAudit } from '../audit/audit.service.js';

/** Who may register, correct, cancel and import trades. */
export const REGISTRATION_STAFF: readonly Role[] = ['operator', 'admin', 'superadmin'];
/** Who may edit content (ticker, CMS, KVKK texts) and read the audit log: everything but users. */
export const CONTENT_STAFF: readonly Role[] = ['admin', 'superadmin'];
/** Who may manage users. */
export const USER_ADMINS: readonly Role[] = ['superadmin'];

/** OpenAPI security of the staff routes: a bearer token. */
export const BEARER_SECURITY = [{ bearer: [] }];

/** OpenAPI schema of a staff route: the staff tag, bearer security, and the route's own parts. */
export function staffSchema<T extends object>(summary: string, description: string, extra: T) {
  return { tags: ['Yönetim'], summary, description, security: BEARER_SECURITY, ...extra };
}

/** What a staff route records about its action. */
export interface StaffAction {
  action: string;
  entity: string;
  entityId?: string | number | null;
  detail?: unknown;
}

/** Writes the audit entry of a staff request: the signed-in user, the action, and the client IP. */
export async function auditRequest(
  ctx: AppContext,
  request: FastifyRequest,
  action: StaffAction,
): Promise<void> {
  await recordAudit(ctx.db.kysely, {
    ...action,
    userId: request.authUser?.userId ?? null,
    ip: request.ip,
    at: ctx.now(),
  });
}
