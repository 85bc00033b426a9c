import { istanbulDate, type PeerReadResult, type PeerRequest } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation } from '../../db/write-transaction.js';
import { AppError } from '../../http/app-error.js';
import { peerDay } from './peer-figures.repository.js';
import type { PeerLeases } from './peers.lease.js';
import { type DayOutcome, type PeerEnv, readPeerDay } from './peers.read.js';
import {
  deletePeer,
  insertPeer,
  type PeerFields,
  peerById,
  peerByUrl,
  updatePeer,
} from './peers.repository.js';
import { previousWeekday } from './peers.schedule.js';

/** A base URL as stored: without trailing slashes (the API paths are appended to it). */
export function normalBaseUrl(text: string): string {
  const url = new URL(text.trim());
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

/** The stored fields of a request. */
export function peerFields(request: PeerRequest): PeerFields {
  return {
    name: request.Ad.trim(),
    city: request.Sehir.trim(),
    kind: request.Tur,
    baseUrl: normalBaseUrl(request.Adres),
    shown: request.Gosterilsin,
  };
}

const taken = (baseUrl: string) => new AppError(409, 'CONFLICT', [`a peer at ${baseUrl} is already listed`]);

/** Lists a peer; a second peer at the same address is 409 CONFLICT. Answers its id. */
export async function addPeer(db: Kysely<Database>, fields: PeerFields, at: Date): Promise<number> {
  if (await peerByUrl(db, fields.baseUrl)) throw taken(fields.baseUrl);
  try {
    return await insertPeer(db, fields, at.toISOString());
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(fields.baseUrl);
    throw error;
  }
}

/** Changes a peer (400 UNKNOWN_ID when there is none; another peer's address is 409 CONFLICT). */
export async function changePeer(
  db: Kysely<Database>,
  id: number,
  fields: PeerFields,
  at: Date,
): Promise<void> {
  const other = await peerByUrl(db, fields.baseUrl);
  if (other && other.id !== id) throw taken(fields.baseUrl);
  try {
    if (!(await updatePeer(db, id, fields, at.toISOString())))
      throw new AppError(400, 'UNKNOWN_ID', [`no peer ${id}`]);
  } catch (error) {
    if (isUniqueViolation(error)) throw taken(fields.baseUrl);
    throw error;
  }
}

/** Removes a peer with everything read from it (400 UNKNOWN_ID when there is none). */
export async function removePeer(db: Kysely<Database>, id: number): Promise<void> {
  if (!(await deletePeer(db, id))) throw new AppError(400, 'UNKNOWN_ID', [`no peer ${id}`]);
}

/**
 * Reads a peer now, whatever its schedule and backoff: today's bulletin, and the previous weekday's unless
 * it was read after its close. Under the peer's lease: `BUSY` while another process reads it.
 */
export async function readPeerNow(env: PeerEnv, leases: PeerLeases, id: number): Promise<PeerReadResult> {
  const peer = await peerById(env.db, id);
  if (!peer) throw new AppError(400, 'UNKNOWN_ID', [`no peer ${id}`]);
  if (!(await leases.claim(id))) return { Id: id, Sonuc: 'BUSY', Gunler: [] };
  const outcomes: DayOutcome[] = [];
  try {
    const today = istanbulDate(env.now());
    const previous = previousWeekday(today);
    const days = (await peerDay(env.db, id, previous))?.final === 1 ? [today] : [previous, today];
    for (const day of days) {
      const current = await peerById(env.db, id);
      if (!current) break;
      const outcome = await readPeerDay(env, current, day);
      outcomes.push(outcome);
      if (!outcome.ok) break;
    }
  } finally {
    await leases.release(id);
  }
  return {
    Id: id,
    Sonuc: outcomes.every((o) => o.ok) ? 'OK' : 'STALE',
    Gunler: outcomes.map((o) => ({
      Tarih: o.day,
      Satir: o.ok ? o.rows : null,
      BayatNedeni: o.ok ? null : o.reason,
    })),
  };
}
