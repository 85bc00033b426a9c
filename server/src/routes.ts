import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.js';
import { registerAuthRoutes } from './modules/auth/auth.routes.js';
import { registerLiveRoutes } from './modules/live/live.routes.js';

/** Registers every feature's routes. One line per feature. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  void app;
  void ctx;
  await registerAuthRoutes(app, ctx);
  await registerLiveRoutes(app, ctx);
}
