import type { Role } from '@bulten/core';
import type { FastifyRequest, onRequestAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { findSessionWithUser } from './auth.repository.js';
import { TOKEN_KINDS, type TokenKind, verifySessionToken } from './auth.tokens.js';

/** Who sent a request, read from a valid session token. */
export interface AuthUser {
  userId: number;
  username: string;
  role: Role;
  memberId: number | null;
  sessionId: string;
  tokenKind: 'default' | 'online';
}

declare module 'fastify' {
  interface FastifyRequest {
    authUser?: AuthUser;
  }
}

/** Options of the guards beyond the roles. */
export interface GuardOptions {
  /** Token kinds the route accepts; both session kinds when omitted (never the one-time auth token). */
  kinds?: readonly TokenKind[];
}

/** The bearer token of a request; undefined when there is no `Authorization: Bearer …` or it is empty. */
export function bearerToken(request: Pick<FastifyRequest, 'headers'>): string | undefined {
  const header = request.headers.authorization;
  if (typeof header !== 'string') return undefined;
  const match = /^Bearer[ \t]+(.*)$/i.exec(header.trim());
  if (!match) return header.trim() === '' ? undefined : '';
  const token = match[1]?.trim();
  return token ? token : undefined;
}

/**
 * The user behind a token: valid signature and expiry, an accepted kind, a session that is neither
 * revoked nor expired, an active user. Anything else is 401 UNAUTHORIZED.
 */
export async function authenticate(
  ctx: AppContext,
  token: string,
  kinds: readonly TokenKind[] = TOKEN_KINDS,
): Promise<AuthUser> {
  const now = ctx.now();
  const claims = await verifySessionToken(ctx.config, token, now);
  const row = await findSessionWithUser(ctx.db.kysely, claims.sid);
  const usable =
    kinds.includes(claims.knd) &&
    row !== undefined &&
    row.revoked_at === null &&
    row.expires_at > now.toISOString() &&
    row.user_id === claims.UserId &&
    row.active === 1;
  if (!usable) throw new AppError(401, 'UNAUTHORIZED');
  return {
    userId: row.user_id,
    username: row.username,
    role: row.role,
    memberId: row.member_id,
    sessionId: row.session_id,
    tokenKind: claims.knd,
  };
}

/**
 * onRequest guard: 401 UNAUTHORIZED without a valid token; 403 FORBIDDEN when the role is not in `roles`
 * (all roles when omitted). Routes put it in `onRequest`, so sign-in is checked before the body is parsed
 * or validated: an anonymous caller never learns a route's fields from a 400.
 */
export function requireAuth(
  ctx: AppContext,
  roles?: readonly Role[],
  options: GuardOptions = {},
): onRequestAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    if (token === undefined) throw new AppError(401, 'UNAUTHORIZED');
    const user = await authenticate(ctx, token, options.kinds);
    request.authUser = user;
    if (roles && !roles.includes(user.role)) throw new AppError(403, 'FORBIDDEN');
  };
}

/** onRequest guard: sets request.authUser when a valid token is sent, ignores a missing one, 401 on an invalid one. */
export function optionalAuth(ctx: AppContext, options: GuardOptions = {}): onRequestAsyncHookHandler {
  return async (request) => {
    const token = bearerToken(request);
    if (token === undefined) return;
    request.authUser = await authenticate(ctx, token, options.kinds);
  };
}

/** The signed-in user of a request behind `requireAuth` (a programming error when the guard is missing). */
export function authUserOf(request: FastifyRequest): AuthUser {
  if (!request.authUser) throw new AppError(401, 'UNAUTHORIZED');
  return request.authUser;
}
