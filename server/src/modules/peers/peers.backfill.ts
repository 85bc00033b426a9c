import { addDays, daysBetween } from '@bulten/core';
import { AppError } from '../../http/app-error.js';
import { finalDaysBetween } from './peer-figures.repository.js';
import type { PeerLeases } from './peers.lease.js';
import { type DayOutcome, type PeerEnv, readPeerDay } from './peers.read.js';
import { peerById } from './peers.repository.js';
import type { PeerRow } from './peers.table.js';

/** The longest range one backfill reads (some three years of days). */
export const MAX_BACKFILL_DAYS = 1100;
/** Tries of one day before a backfill stops (it is resumed later from that day). */
export const BACKFILL_TRIES = 3;

/** How a backfill waits between requests (tests pass one that only records the waits). */
export type Sleep = (ms: number, signal?: AbortSignal) => Promise<void>;

/** Waits `ms` milliseconds (sooner when the signal aborts). */
export const realSleep: Sleep = (ms, signal) =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

/** What a backfill did: days read, skipped (already final) and, when it stopped early, the day to resume from. */
export interface BackfillSummary {
  peerId: number;
  busy: boolean;
  read: DayOutcome[];
  skipped: number;
  resumeFrom: string | null;
}

/** Every date from `from` to `to`, inclusive. */
export function datesBetween(from: string, to: string): string[] {
  const span = daysBetween(from, to);
  if (span < 0) throw new AppError(400, 'BAD_RANGE', [`${from} is after ${to}`]);
  if (span + 1 > MAX_BACKFILL_DAYS)
    throw new AppError(400, 'RANGE_TOO_LONG', [`at most ${MAX_BACKFILL_DAYS} days`]);
  return Array.from({ length: span + 1 }, (_, i) => addDays(from, i));
}

/** Reads one day, trying again (after 1 s, 2 s, never sooner than the pace allows) when it fails; the last outcome. */
async function readWithRetries(
  env: PeerEnv,
  peerId: number,
  day: string,
  pace: { gapMs: number; sleep: Sleep },
): Promise<DayOutcome> {
  let outcome: DayOutcome | undefined;
  for (let attempt = 1; attempt <= BACKFILL_TRIES; attempt += 1) {
    const peer = await peerById(env.db, peerId);
    if (!peer) break;
    outcome = await readPeerDay(env, peer, day);
    if (outcome.ok || attempt === BACKFILL_TRIES) break;
    await pace.sleep(Math.max(pace.gapMs, 1000 * 2 ** (attempt - 1)), env.stop);
  }
  return outcome ?? { ok: false, day, reason: 'UNREACHABLE', detail: {} };
}

/**
 * Backfills a peer's history over a range, politely and resumably: days already read after their close
 * are skipped, the others read oldest first at most `perSecond` requests per second (a pause before each
 * request after the first), each day stored as it is read; a day that still fails after `BACKFILL_TRIES`
 * stops the backfill (`resumeFrom`: running it again starts there). Holds the peer's lease throughout,
 * renewed before every request; while another process holds it, nothing is read (`busy`).
 */
export async function backfillPeer(
  env: PeerEnv,
  leases: PeerLeases,
  peer: Pick<PeerRow, 'id'>,
  range: { from: string; to: string },
  options: { perSecond: number; sleep: Sleep },
): Promise<BackfillSummary> {
  const days = datesBetween(range.from, range.to);
  const summary: BackfillSummary = { peerId: peer.id, busy: false, read: [], skipped: 0, resumeFrom: null };
  if (!(await leases.claim(peer.id))) return { ...summary, busy: true };
  try {
    const done = await finalDaysBetween(env.db, peer.id, range.from, range.to);
    const gapMs = Math.ceil(1000 / options.perSecond);
    for (const day of days) {
      if (done.has(day)) {
        summary.skipped += 1;
        continue;
      }
      if (env.stop?.aborted || !(await leases.claim(peer.id))) return { ...summary, resumeFrom: day };
      if (summary.read.length > 0) await options.sleep(gapMs, env.stop);
      const outcome = await readWithRetries(env, peer.id, day, { gapMs, sleep: options.sleep });
      summary.read.push(outcome);
      if (!outcome.ok) return { ...summary, resumeFrom: day };
    }
    return summary;
  } finally {
    await leases.release(peer.id);
  }
}
