import { addDays, istanbulDate, istanbulInstantAt, isWeekend } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { peerDay } from './peer-figures.repository.js';
import type { PeerLeases } from './peers.lease.js';
import { type DayOutcome, type PeerEnv, readPeerDay, settledAt } from './peers.read.js';
import { peerById } from './peers.repository.js';
import type { PeerDayRow, PeerRow } from './peers.table.js';

/** The weekday before a date. */
export function previousWeekday(date: string): string {
  let day = addDays(date, -1);
  while (isWeekend(day)) day = addDays(day, -1);
  return day;
}

/** What the schedule looks at for one peer: the peer and its reads of the previous weekday and today. */
export interface PeerDueInput {
  peer: Pick<PeerRow, 'retry_at_ms'>;
  previous: Pick<PeerDayRow, 'final'> | undefined;
  today: Pick<PeerDayRow, 'final' | 'fetched_at'> | undefined;
}

/**
 * The days of a peer due for a read at `now`, oldest first: none while its backoff lasts; the previous
 * weekday until it was read after its close; today (a weekday) from the session's open every
 * `intervalMinutes`, then once more after the close (its last read).
 */
export function dueDays(env: Pick<PeerEnv, 'config'>, now: Date, input: PeerDueInput): string[] {
  if (input.peer.retry_at_ms > now.getTime()) return [];
  const today = istanbulDate(now);
  const due: string[] = [];
  if (input.previous?.final !== 1) due.push(previousWeekday(today));
  if (isWeekend(today) || now < istanbulInstantAt(today, env.config.sessionOpen)) return due;
  const read = input.today;
  if (now >= settledAt(env, today)) {
    if (read?.final !== 1) due.push(today);
  } else if (
    !read ||
    now.getTime() - Date.parse(read.fetched_at) >= env.config.peers.intervalMinutes * 60_000
  ) {
    due.push(today);
  }
  return due;
}

async function dueNow(db: Kysely<Database>, env: PeerEnv, peer: PeerRow): Promise<string[]> {
  const today = istanbulDate(env.now());
  const [previous, todays] = await Promise.all([
    peerDay(db, peer.id, previousWeekday(today)),
    peerDay(db, peer.id, today),
  ]);
  return dueDays(env, env.now(), { peer, previous, today: todays });
}

/**
 * Reads the days of a peer that are due, holding its lease: another process reading it meanwhile is left
 * alone (answers []); the days due are worked out again once the lease is held, so two processes never
 * read the same day one after the other. The first failure ends the peer's turn (its backoff starts).
 */
export async function readDuePeer(env: PeerEnv, leases: PeerLeases, peer: PeerRow): Promise<DayOutcome[]> {
  if ((await dueNow(env.db, env, peer)).length === 0) return [];
  if (!(await leases.claim(peer.id))) return [];
  const outcomes: DayOutcome[] = [];
  try {
    const fresh = await peerById(env.db, peer.id);
    if (!fresh) return [];
    for (const day of await dueNow(env.db, env, fresh)) {
      if (env.stop?.aborted || !(await leases.claim(peer.id))) break;
      const outcome = await readPeerDay(env, fresh, day);
      outcomes.push(outcome);
      if (!outcome.ok) break;
    }
  } finally {
    await leases.release(peer.id);
  }
  return outcomes;
}
