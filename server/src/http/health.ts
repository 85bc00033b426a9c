import { systemEndpoints } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../app-context.js';
import { route } from './route.js';

/** `GET /api/health`: the server is up, with its clock (not in the OpenAPI document). */
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
}
