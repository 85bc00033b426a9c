import type { FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { countHit, deleteEndedCounters } from './limit-counter.repository.js';

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

const PURGE_EVERY_MS = 60_000;
const lastPurge = new WeakMap<object, number>();

// Ended windows are deleted now and then (at most once a minute per process), so the table holds only
// counters that still count.
async function purgeNowAndThen(ctx: AppContext, nowMs: number): Promise<void> {
  const last = lastPurge.get(ctx.db) ?? 0;
  if (nowMs - last < PURGE_EVERY_MS && nowMs >= last) return;
  lastPurge.set(ctx.db, nowMs);
  await deleteEndedCounters(ctx.db.kysely, nowMs);
}

/**
 * preHandler applying several limits at once (e.g. per IP and per user name); over any of them the
 * answer is 429 TOO_MANY_REQUESTS with `Retry-After`. The counts live in the database (`limit_counter`),
 * so every server process shares one allowance and a restart keeps it.
 */
export function rateLimited(ctx: AppContext, rules: readonly LimitRule[]): preHandlerAsyncHookHandler {
  return async (request, reply) => {
    const nowMs = ctx.now().getTime();
    await purgeNowAndThen(ctx, nowMs);
    let retryAfterMs = 0;
    for (const rule of rules) {
      const key = rule.key(request);
      if (key === undefined) continue;
      const counter = await countHit(ctx.db.kysely, `${rule.name}:${key}`, rule.windowMs, nowMs);
      if (counter.hits > rule.max) retryAfterMs = Math.max(retryAfterMs, counter.windowEndsMs - nowMs);
    }
    if (retryAfterMs > 0) {
      reply.header('retry-after', String(Math.ceil(retryAfterMs / 1000)));
      throw new AppError(429, 'TOO_MANY_REQUESTS');
    }
  };
}
