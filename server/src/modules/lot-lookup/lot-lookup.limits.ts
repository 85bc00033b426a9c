import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { countHit, liveCounter } from '../auth/limit-counter.repository.js';

/** Wrong codes allowed per registration number in a window; the next try answers 429. */
export const WRONG_CODES_PER_NUMBER = 5;
/** Wrong codes allowed per IP address in a window (many numbers tried from one place). */
export const WRONG_CODES_PER_IP = 20;
/** The window of both counts, as sign-in's lockout: 15 minutes. */
export const WRONG_CODE_WINDOW_MS = 15 * 60_000;

function counterKeys(request: FastifyRequest, registrationNo: string) {
  return [
    { key: `lot-wrong:no:${registrationNo.toLocaleLowerCase('tr')}`, max: WRONG_CODES_PER_NUMBER },
    { key: `lot-wrong:ip:${request.ip}`, max: WRONG_CODES_PER_IP },
  ];
}

/**
 * Refuses a lookup with 429 `LOT_LOOKUP_LOCKED` (and `Retry-After`) once the number or the address has had
 * its wrong codes in the window, before the code is even compared, so a locked number cannot be guessed.
 */
export async function refuseWhenLocked(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  registrationNo: string,
): Promise<void> {
  const nowMs = ctx.now().getTime();
  let retryAfterMs = 0;
  for (const { key, max } of counterKeys(request, registrationNo)) {
    const counter = await liveCounter(ctx.db.kysely, key, nowMs);
    if (counter && counter.hits >= max) retryAfterMs = Math.max(retryAfterMs, counter.windowEndsMs - nowMs);
  }
  if (retryAfterMs > 0) {
    reply.header('retry-after', String(Math.ceil(retryAfterMs / 1000)));
    throw new AppError(429, 'LOT_LOOKUP_LOCKED');
  }
}

/** Counts a wrong code (or an unknown number) against the number and the address. */
export async function countWrongCode(
  ctx: AppContext,
  request: FastifyRequest,
  registrationNo: string,
): Promise<void> {
  const nowMs = ctx.now().getTime();
  for (const { key } of counterKeys(request, registrationNo)) {
    await countHit(ctx.db.kysely, key, WRONG_CODE_WINDOW_MS, nowMs);
  }
}
