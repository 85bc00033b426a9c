import type { EndpointTokens } from '@bulten/core';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import type { AuthUser } from '../../http/route-access.js';
import { findSessionWithUser } from './auth.repository.js';
import { TOKEN_KINDS, type TokenKind, verifySessionToken } from './auth.tokens.js';

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
 * Lets the app read who sent a request (`app.sessionUser`): `route()` asks it for every endpoint the table
 * does not make public, before the body is parsed or validated. Installed once, before the routes.
 */
export function installSessionUser(app: FastifyInstance, ctx: AppContext): void {
  app.decorate('sessionUser', async (request: FastifyRequest, tokens: EndpointTokens) => {
    const token = bearerToken(request);
    if (token === undefined) throw new AppError(401, 'UNAUTHORIZED');
    return authenticate(ctx, token, tokens === 'online' ? ['online'] : TOKEN_KINDS);
  });
}
