/**
 * Neighbouring exchanges (peers), read in the background and never in a request, so a slow or dead peer never
 * slows a page (the regional board reads only our tables). The path of one read: `peers.schedule.ts` decides
 * the due days (the previous weekday until it was read after its close, today every `PEER_INTERVAL_MINUTES`
 * during the session and once after it); `peers.lease.ts` lets one process at a time read a peer (a
 * `runner_lease` row); `peers.client.ts` fetches with a timeout over the whole answer and a size limit;
 * `peers.parse.ts` checks the shape (Alpha.WebPanel's or Bülten's rows, the right day); `peers.check.ts` the
 * sanity bounds; `peers.read.ts` stores the day only when every check passed, else marks the peer stale with
 * the reason and backs off (1, 2, 4… up to 60 minutes). `peers.backfill.ts` reads a range politely for the CLI.
 */
import type { FastifyBaseLogger } from 'fastify';
import type { AppContext } from '../../app-context.js';
import { ReadStopped } from './peers.client.js';
import { type PeerLeases, peerLeases } from './peers.lease.js';
import type { DayOutcome, PeerEnv } from './peers.read.js';
import { allPeers } from './peers.repository.js';
import { readDuePeer } from './peers.schedule.js';

/** How often the background reader looks for peers due (their days' own schedule decides the reads). */
export const PEER_TICK_MS = 30_000;
// The first look after start: soon, but after the server is up.
const FIRST_TICK_MS = 5_000;

/** Reads every peer's due days once (each peer under its lease); answers what was read, per peer id. */
export async function readDuePeers(env: PeerEnv, leases: PeerLeases): Promise<Map<number, DayOutcome[]>> {
  const outcomes = new Map<number, DayOutcome[]>();
  for (const peer of await allPeers(env.db)) {
    if (env.stop?.aborted) break;
    const read = await readDuePeer(env, leases, peer);
    if (read.length > 0) outcomes.set(peer.id, read);
  }
  return outcomes;
}

function logOutcomes(log: FastifyBaseLogger, outcomes: Map<number, DayOutcome[]>): void {
  for (const [peer, days] of outcomes)
    for (const day of days) {
      if (day.ok) log.info({ peer, day: day.day, rows: day.rows, final: day.final }, 'peer read');
      else log.warn({ peer, day: day.day, reason: day.reason, detail: day.detail }, 'peer read refused');
    }
}

/**
 * Starts the background reader of the peers' bulletins: every `PEER_TICK_MS` it reads the days due (during
 * the session every few minutes, once after the close; see `dueDays`). Ticks never overlap, each peer is
 * read by one process at a time (its lease), and nothing here runs in a request: a slow or dead peer costs
 * this loop its timeout, never a page. Answers the stop function (ends a read under way at once, recording
 * nothing about the peer). `ticks` shortens the waits (tests).
 */
export function startPeerReader(
  ctx: AppContext,
  log: FastifyBaseLogger,
  ticks: { firstMs?: number; everyMs?: number } = {},
): () => Promise<void> {
  const controller = new AbortController();
  const env: PeerEnv = { db: ctx.db.kysely, config: ctx.config, now: ctx.now, stop: controller.signal };
  const leases = peerLeases(ctx.db.kysely, ctx.now);
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const tick = async () => {
    try {
      logOutcomes(log, await readDuePeers(env, leases));
    } catch (error) {
      if (!(error instanceof ReadStopped)) log.error({ err: error }, 'peer reader failed; trying again');
    }
    if (!controller.signal.aborted)
      timer = setTimeout(() => (running = tick()), ticks.everyMs ?? PEER_TICK_MS);
  };
  timer = setTimeout(() => (running = tick()), ticks.firstMs ?? FIRST_TICK_MS);
  return async () => {
    controller.abort();
    clearTimeout(timer);
    await running;
  };
}
