import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { type CounterState, countHit, giveBackHit } from '../auth/limit-counter.repository.js';

/** Wrong codes allowed per registration number in a window; the next try answers 429. */
export const WRONG_CODES_PER_NUMBER = 5;
/** Wrong codes allowed per IP address in a window (many numbers tried from one place). */
export const WRONG_CODES_PER_IP = 20;
/** The window of both counts, as sign-in's lockout: 15 minutes. */
export const WRONG_CODE_WINDOW_MS = 15 * 60_000;

/** The tries a lookup took (the counter and its window), to give back when its code was right. */
export type LookupTries = ReadonlyArray<{ key: string; windowEndsMs: number }>;

// The address first: a refused address never spends a try of the number it named.
function counterKeys(request: FastifyRequest, registrationNo: string) {
  return [
    { key: `lot-wrong:ip:${request.ip}`, max: WRONG_CODES_PER_IP },
    { key: `lot-wrong:no:${registrationNo.toLocaleLowerCase('tr')}`, max: WRONG_CODES_PER_NUMBER },
  ];
}

/** Gives back the tries a lookup took: its code was right, or it was refused before any comparison. */
export async function giveBackTries(ctx: AppContext, tries: LookupTries): Promise<void> {
  for (const { key, windowEndsMs } of tries) await giveBackHit(ctx.db.kysely, key, windowEndsMs);
}

function locked(reply: FastifyReply, counter: CounterState, nowMs: number): AppError {
  reply.header('retry-after', String(Math.ceil((counter.windowEndsMs - nowMs) / 1000)));
  return new AppError(429, 'LOT_LOOKUP_LOCKED');
}

/**
 * Takes one try of a lookup from the address's and the number's allowance of wrong codes before the code
 * is compared, each in one statement that counts and answers (so no number of concurrent requests on any
 * number of processes compares more codes than allowed); over either, the tries are given back and the
 * answer is 429 `LOT_LOOKUP_LOCKED` with `Retry-After`, even for the right code. A wrong code keeps its
 * tries; the caller gives them back for a right one (`giveBackTries`).
 */
export async function takeLookupTry(
  ctx: AppContext,
  request: FastifyRequest,
  reply: FastifyReply,
  registrationNo: string,
): Promise<LookupTries> {
  const nowMs = ctx.now().getTime();
  const taken: { key: string; windowEndsMs: number }[] = [];
  for (const { key, max } of counterKeys(request, registrationNo)) {
    const counter = await countHit(ctx.db.kysely, key, WRONG_CODE_WINDOW_MS, nowMs);
    taken.push({ key, windowEndsMs: counter.windowEndsMs });
    if (counter.hits > max) {
      await giveBackTries(ctx, taken);
      throw locked(reply, counter, nowMs);
    }
  }
  return taken;
}
