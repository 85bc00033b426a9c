import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { createHttpSmsSender } from './sms.http.js';
import { createOutboxSmsSender, type SmsSender } from './sms.js';
import { countedSmsSender } from './sms.tally.js';

/** The sender the context asks for: `ctx.sms` (tests), else the configured one (`SMS_PROVIDER`), counted for `/metrics`. */
export function createSmsSender(ctx: AppContext, log: FastifyBaseLogger): SmsSender {
  if (ctx.sms) return ctx.sms;
  const config = ctx.config.sms;
  if (config.provider === 'http') return countedSmsSender(createHttpSmsSender(config, log));
  return countedSmsSender(createOutboxSmsSender(ctx.db.kysely, log, ctx.now));
}
