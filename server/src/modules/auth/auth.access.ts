import type { AuditAction, AuditChange } from '@bulten/core';
import type { FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import type { AuthUser } from '../../http/route-access.js';
import { recordAudit } from '../audit/audit.service.js';

export { STAFF_TAG } from '../../http/route-access.js';

/** What a staff route records about its action. */
export interface StaffAction {
  action: AuditAction;
  entity: string;
  entityId?: string | number | null;
  detail?: unknown;
  /** The fields it changed, before → after. */
  changes?: readonly AuditChange[];
}

/** A request `route()` let through an endpoint that needs a sign-in: its signed-in user is there. */
export type SignedInRequest = FastifyRequest & { readonly authUser: AuthUser };

/** Writes the audit entry of a staff request: the signed-in user, the action, and the client IP. */
export async function auditRequest(
  ctx: AppContext,
  request: Pick<SignedInRequest, 'ip' | 'authUser'>,
  action: StaffAction,
): Promise<void> {
  await recordAudit(ctx.db.kysely, {
    ...action,
    userId: request.authUser.userId,
    ip: request.ip,
    at: ctx.now(),
  });
}
