import type { Answer } from './http-client.js';

// A refusal that names the database's state: the answer a fault should get.
const DATABASE_CODES = new Set(['DATABASE_UNAVAILABLE', 'DATABASE_READ_ONLY', 'DATABASE_BUSY']);

/** What the requests of a fault got: how many, how many failed and how (by error code). */
export class Tally {
  requests = 0;
  /** Not 2xx or 304 (a refusal, an error, or a connection that was dropped). */
  failed = 0;
  /** 5xx other than a 503 naming the database's state (500 INTERNAL above all): must stay 0. */
  serverErrors = 0;
  /** Answers without a status: the server dropped the connection or was gone. */
  dropped = 0;
  /** 503 answers without `Retry-After`. */
  withoutRetryAfter = 0;
  readonly codes = new Map<string, number>();

  /** Counts an answer and hands it back. */
  add(answer: Answer): Answer {
    this.requests += 1;
    if (answer.status === 0) this.dropped += 1;
    if (answer.status === 0 || answer.status >= 400) this.failed += 1;
    if (answer.code) this.codes.set(answer.code, (this.codes.get(answer.code) ?? 0) + 1);
    if (answer.status >= 500 && !(answer.status === 503 && DATABASE_CODES.has(answer.code ?? '')))
      this.serverErrors += 1;
    if (answer.status === 503 && answer.headers['retry-after'] === undefined) this.withoutRetryAfter += 1;
    return answer;
  }

  /** How many answers carried an error code. */
  count(code: string): number {
    return this.codes.get(code) ?? 0;
  }
}

/** Resolves after `ms`. */
export const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Runs `work` over and over in `loops` parallel loops until `stop()` says so (or `maxMs` passed). */
export async function loops(
  count: number,
  work: (loop: number, round: number) => Promise<void>,
  stop: () => boolean,
  maxMs = 60_000,
): Promise<void> {
  const end = Date.now() + maxMs;
  await Promise.all(
    Array.from({ length: count }, async (_, loop) => {
      for (let round = 0; !stop() && Date.now() < end; round += 1) await work(loop, round);
    }),
  );
}

/** Calls `check` every `everyMs` until it answers true; the milliseconds that took, or null past `limitMs`. */
export async function timeUntil(
  check: () => Promise<boolean>,
  limitMs: number,
  everyMs = 50,
): Promise<number | null> {
  const started = Date.now();
  for (;;) {
    if (await check()) return Date.now() - started;
    if (Date.now() - started > limitMs) return null;
    await sleep(everyMs);
  }
}
