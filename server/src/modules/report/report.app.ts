import cors from '@fastify/cors';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { AppContext } from '../../app-context.js';
import { installHttpCache } from '../../http/cache.js';
import { installErrorHandling } from '../../http/error-handler.js';
import { registerHealthRoute } from '../../http/health.js';
import { registerReportService } from './report.plugin.js';

/**
 * The report service as an app of its own (`npm run bulten -- serve-report`): only the report routes,
 * the error handling, the answer cache and CORS. Never listens; the caller does.
 */
export async function buildReportApp(
  ctx: AppContext,
  options: { logger?: boolean | { level: string } } = {},
): Promise<FastifyInstance> {
  const app = Fastify({ logger: options.logger ?? false, trustProxy: true });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  installErrorHandling(app, { spaIndex: false });
  installHttpCache(app, ctx);
  await app.register(cors, { origin: '*', methods: ['GET', 'HEAD', 'OPTIONS'] });
  registerHealthRoute(app, ctx);
  await registerReportService(app, ctx);
  return app;
}
