import { systemEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { writeReadiness } from '../db/readiness.js';
import { AppError } from './app-error.js';
import { DATABASE_RETRY_AFTER_S } from './error-handler.js';
import { route } from './route.js';

/**
 * `GET /api/health`: liveness, the server is up, with its clock; `GET /api/health/ready`: readiness, its
 * database answers and takes writes, else 503 with the fault's code and reason (neither in the OpenAPI
 * document).
 */
export function registerHealthRoute(app: FastifyInstance, ctx: AppContext): void {
  route(
    app,
    systemEndpoints.Health,
    { docs: { tag: 'System', summary: 'Health', hide: true } },
    async () => ({
      status: 'ok' as const,
      time: ctx.now().toISOString(),
    }),
  );
  route(
    app,
    systemEndpoints.HealthReady,
    { docs: { tag: 'System', summary: 'Readiness', hide: true } },
    async (_request, reply) => {
      const fault = await writeReadiness(ctx.db);
      if (fault) {
        reply.header('retry-after', String(DATABASE_RETRY_AFTER_S[fault.code]));
        throw new AppError(503, fault.code, [fault.reason]);
      }
      reply.header('cache-control', 'no-store');
      return { status: 'ready' as const, time: ctx.now().toISOString(), database: ctx.db.dialect };
    },
  );
}
