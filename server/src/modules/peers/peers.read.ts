import {
  BULLETIN_PREFIXES,
  bulletinEndpoints,
  divRound,
  endpointUrl,
  istanbulInstantAt,
  type PeerStaleDetail,
  type PeerStaleReason,
} from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/schema.js';
import { loadCatalogue } from '../catalogue/catalogue.service.js';
import { latestNodeDays } from '../figures/figures.service.js';
import { type PeerFigureInput, peerDay, storePeerDay } from './peer-figures.repository.js';
import { absurdPrice } from './peers.check.js';
import { type ReadRefusal, readPeerJson } from './peers.client.js';
import { ownCropClasses, peerClassResolver } from './peers.mapping.js';
import { parsePeerDay } from './peers.parse.js';
import { recordReadFailure, recordReadOk } from './peers.repository.js';
import type { PeerRow } from './peers.table.js';

/** What reading peers needs: the database, the settings, the clock and the signal that stops it. */
export interface PeerEnv {
  db: Kysely<Database>;
  config: Pick<Config, 'sessionOpen' | 'sessionClose' | 'peers'>;
  now: () => Date;
  stop?: AbortSignal;
}

/** How the read of one day of a peer went. */
export type DayOutcome =
  | { ok: true; day: string; rows: number; final: boolean }
  | { ok: false; day: string; reason: PeerStaleReason; detail: PeerStaleDetail };

/** The first wait after a failed read; doubled after each further failure in a row, up to an hour. */
export const BACKOFF_BASE_MS = 60_000;
export const BACKOFF_MAX_MS = 60 * 60_000;

/** How long to leave a peer alone after its `failures`-th failure in a row (1, 2, 4… minutes, at most 60). */
export function backoffMs(failures: number): number {
  return Math.min(BACKOFF_BASE_MS * 2 ** Math.max(0, failures - 1), BACKOFF_MAX_MS);
}

/**
 * The URL of a peer's day: a Bülten's day bulletin (classes with units, trade counts and finality), or an
 * Alpha.WebPanel's `GetGunlukBulten` under its own prefix (the only paths it answers).
 */
export function peerDayUrl(peer: Pick<PeerRow, 'kind' | 'base_url'>, day: string): string {
  const base = peer.base_url.replace(/\/+$/, '');
  if (peer.kind === 'bulten')
    return `${base}${endpointUrl(bulletinEndpoints.GetGunlukBultenDetay, { date: day })}`;
  return `${base}${BULLETIN_PREFIXES[1]}/GetGunlukBulten/${encodeURIComponent(day)}`;
}

/** The instant after which a day's read is its last (the session's close plus the settling time). */
export function settledAt(env: Pick<PeerEnv, 'config'>, day: string): Date {
  const close = istanbulInstantAt(day, env.config.sessionClose);
  return new Date(close.getTime() + env.config.peers.afterCloseMinutes * 60_000);
}

/** Our mapped classes' latest averages up to a day (e4 TL/kg), for the reads' sanity check. */
async function ourAverages(env: PeerEnv, peerId: number, day: string, rows: readonly PeerFigureInput[]) {
  const catalogue = await loadCatalogue(env.db);
  const classes = ownCropClasses(catalogue);
  const resolver = await peerClassResolver(env.db, classes);
  const mapped = rows.map((row) => resolver.resolve(peerId, row.class_name, row.unit));
  const ids = new Set(mapped.flatMap((m) => (m.classId === null ? [] : [m.classId])));
  const nodes = classes.filter((c) => ids.has(c.node.id)).map((c) => c.node);
  const days = await latestNodeDays(env.db, catalogue, nodes, day);
  // A class of tonnes only is given per tonne by the figures module.
  const perKg = new Map(
    days.map((d) => [
      d.node.id,
      d.unit === 'TON' ? Number(divRound(BigInt(d.averageE4), 1000n)) : d.averageE4,
    ]),
  );
  const refs = new Map(
    rows.map((row, i) => [
      row.class_name,
      { unit: mapped[i]!.unit, oursPerKgE4: perKg.get(mapped[i]!.classId ?? -1) ?? null },
    ]),
  );
  return (row: PeerFigureInput) => refs.get(row.class_name)!;
}

async function fail(env: PeerEnv, peer: PeerRow, day: string, refusal: Omit<ReadRefusal, 'ok'>) {
  const at = env.now();
  await recordReadFailure(env.db, peer.id, {
    reason: refusal.reason,
    detail: JSON.stringify(refusal.detail),
    at: at.toISOString(),
    retryAtMs: at.getTime() + backoffMs(peer.failures + 1),
  });
  return { ok: false as const, day, reason: refusal.reason, detail: refusal.detail };
}

/**
 * Reads one day of a peer and stores its class figures, or records why not. A read is stored only when
 * it answered in time, within the size limit, as JSON of the expected shape for the day asked, with sane
 * prices: then the day's rows are replaced (an empty answer never empties a day that had classes) and the
 * peer is fresh. Otherwise nothing of the day changes
 * and the peer is stale with the reason, left alone for a while (doubling backoff).
 */
export async function readPeerDay(env: PeerEnv, peer: PeerRow, day: string): Promise<DayOutcome> {
  const { timeoutMs, maxBytes } = env.config.peers;
  const answer = await readPeerJson(peerDayUrl(peer, day), { timeoutMs, maxBytes, stop: env.stop });
  if (!answer.ok) return fail(env, peer, day, answer);
  const parsed = parsePeerDay(peer.kind, day, answer.body);
  if (!parsed.ok) return fail(env, peer, day, parsed);
  const problem = absurdPrice(parsed.rows, await ourAverages(env, peer.id, day, parsed.rows));
  if (problem) return fail(env, peer, day, { reason: 'ABSURD_PRICE', detail: problem });
  const at = env.now();
  // Final once read after the day settled here, or when a Bülten peer says its day is final.
  const final = parsed.final === true || at.getTime() >= settledAt(env, day).getTime();
  // A day that had classes is never emptied by a later answer without any (a peer's hiccup): kept as read.
  const held = parsed.rows.length === 0 ? await peerDay(env.db, peer.id, day) : undefined;
  if (!held || held.row_count === 0)
    await storePeerDay(env.db, { peerId: peer.id, day, at: at.toISOString(), final, rows: parsed.rows });
  await recordReadOk(env.db, peer.id, at.toISOString());
  return { ok: true, day, rows: parsed.rows.length, final };
}
