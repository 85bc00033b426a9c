import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app.js';
import type { AppContext } from '../src/app-context.js';
import { openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { listenOnLoopback } from './listening.js';

/** An app listening on loopback, its context and its base URL (`http://127.0.0.1:<port>`). */
export interface LoopbackApp {
  ctx: AppContext;
  app: FastifyInstance;
  base: string;
}

/** Starts the app on a fresh in-memory SQLite database migrated to the latest, with the rest of its context. */
export async function loopbackAppInMemory(rest: Omit<AppContext, 'db'>): Promise<LoopbackApp> {
  const db = openDatabase(':memory:');
  await migrateToLatest(db.kysely);
  const ctx: AppContext = { db, ...rest };
  const app = await buildApp(ctx);
  return { ctx, app, base: await listenOnLoopback(app) };
}

/** Stops a loopback app, then closes its database. */
export async function closeLoopbackApp({ app, ctx }: Pick<LoopbackApp, 'app' | 'ctx'>): Promise<void> {
  await app.close();
  await ctx.db.kysely.destroy();
}
