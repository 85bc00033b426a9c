import type { FastifyInstance } from 'fastify';
import type { AppContext } from './app-context.js';

/** Registers every feature's routes. One line per feature. */
export async function registerRoutes(app: FastifyInstance, ctx: AppContext): Promise<void> {
  void app;
  void ctx;
}
