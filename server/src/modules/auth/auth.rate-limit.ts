import type { FastifyInstance, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { AppError } from '../../http/app-error.js';

/** One limit: at most `max` requests per `windowMs` per key (requests without a key are not counted). */
export interface LimitRule {
  name: string;
  max: number;
  windowMs: number;
  key: (request: FastifyRequest) => string | undefined;
}

/** Per-IP key. */
export const byIp = (request: FastifyRequest) => request.ip;

/** Key from a body or query field, case-folded and trimmed. */
export function byField(
  source: 'body' | 'query',
  field: string,
): (request: FastifyRequest) => string | undefined {
  return (request) => {
    const value = (request[source] as Record<string, unknown> | undefined)?.[field];
    return typeof value === 'string' && value.trim() ? value.trim().toLocaleLowerCase('tr') : undefined;
  };
}

/**
 * preHandler applying several limits at once (e.g. per IP and per user name); over any of them the
 * answer is 429 TOO_MANY_REQUESTS with `Retry-After`. Counts live in this process's memory.
 */
export function rateLimited(app: FastifyInstance, rules: readonly LimitRule[]): preHandlerAsyncHookHandler {
  const limiters = rules.map((rule) => ({
    rule,
    check: app.createRateLimit({
      max: rule.max,
      timeWindow: rule.windowMs,
      keyGenerator: (request) => `${rule.name}:${rule.key(request) ?? ''}`,
    }),
  }));
  return async (request, reply) => {
    let retryAfter = 0;
    for (const { rule, check } of limiters) {
      if (rule.key(request) === undefined) continue;
      const result = await check(request);
      if (!result.isAllowed && result.isExceeded) retryAfter = Math.max(retryAfter, result.ttlInSeconds);
    }
    if (retryAfter > 0) {
      reply.header('retry-after', String(retryAfter));
      throw new AppError(429, 'TOO_MANY_REQUESTS');
    }
  };
}
