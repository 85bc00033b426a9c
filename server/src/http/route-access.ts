import {
  type AccessRole,
  type AnyEndpoint,
  allowsRole,
  type EndpointAccess,
  type EndpointTokens,
  type Role,
} from '@bulten/core';
import type { FastifyInstance, onRequestAsyncHookHandler } from 'fastify';
import { AppError } from './app-error.js';

/** OpenAPI tag of the staff routes (who may call them: the endpoint table's access lists). */
export const STAFF_TAG = 'Yönetim';

/** Who sent a request, read from a valid session token; `R` the roles its endpoint lets through. */
export interface AuthUser<R extends Role = Role> {
  userId: number;
  username: string;
  role: R;
  memberId: number | null;
  sessionId: string;
  tokenKind: 'default' | 'online';
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, once `route()` let the request through an endpoint that needs one. */
    authUser?: AuthUser;
  }
  interface FastifyInstance {
    /**
     * The user behind a request's bearer token of the kinds an endpoint takes; 401 UNAUTHORIZED without a
     * valid one (`installSessionUser` in `modules/auth/auth.guard.ts`, before the routes).
     */
    sessionUser?: (request: FastifyRequest, tokens: EndpointTokens) => Promise<AuthUser>;
  }
}

/**
 * What a route's handler knows of the caller, by its endpoint's access: nothing for a public endpoint; for
 * any other, the signed-in user, of one of the roles the table lets through.
 */
export type Caller<A extends EndpointAccess> = A extends 'public'
  ? unknown
  : { readonly authUser: AuthUser<AccessRole<A>> };

/**
 * The onRequest guard of an endpoint's `access` in the table (none for a public one): 401 UNAUTHORIZED
 * without a valid token of the kinds it takes, 403 FORBIDDEN for a role the table does not list. It runs
 * before the body is parsed or validated: a caller it refuses never learns the endpoint's fields from a 400.
 */
export function accessGuard(
  app: FastifyInstance,
  endpoint: Pick<AnyEndpoint, 'name' | 'access' | 'tokens'>,
): onRequestAsyncHookHandler | undefined {
  const { access, tokens } = endpoint;
  if (access === 'public') return undefined;
  const sessionUser = app.sessionUser;
  if (!sessionUser)
    throw new Error(`${endpoint.name} needs a sign-in: installSessionUser comes before its route`);
  return async (request) => {
    const user = await sessionUser(request, tokens);
    request.authUser = user;
    if (!allowsRole(endpoint, user.role)) throw new AppError(403, 'FORBIDDEN');
  };
}
