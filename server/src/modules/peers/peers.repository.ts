import type { PeerKind, PeerStaleReason } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { PeerRow } from './peers.table.js';

/** What staff say a peer is. */
export interface PeerFields {
  name: string;
  city: string;
  kind: PeerKind;
  baseUrl: string;
  shown: boolean;
}

const columns = (f: PeerFields) => ({
  name: f.name,
  city: f.city,
  kind: f.kind,
  base_url: f.baseUrl,
  shown: f.shown ? 1 : 0,
});

/** Every peer, by id. */
export async function allPeers(db: Kysely<Database>): Promise<PeerRow[]> {
  return db.selectFrom('peer').selectAll().orderBy('id').execute();
}

/** One peer, or undefined. */
export async function peerById(db: Kysely<Database>, id: number): Promise<PeerRow | undefined> {
  return db.selectFrom('peer').selectAll().where('id', '=', id).executeTakeFirst();
}

/** A peer by its base URL, or undefined. */
export async function peerByUrl(db: Kysely<Database>, baseUrl: string): Promise<PeerRow | undefined> {
  return db.selectFrom('peer').selectAll().where('base_url', '=', baseUrl).executeTakeFirst();
}

/** Adds a peer; answers its id. */
export async function insertPeer(db: Kysely<Database>, fields: PeerFields, at: string): Promise<number> {
  const row = await db
    .insertInto('peer')
    .values({ ...columns(fields), created_at: at, updated_at: at })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Changes a peer's fields; true when it exists. */
export async function updatePeer(
  db: Kysely<Database>,
  id: number,
  fields: PeerFields,
  at: string,
): Promise<boolean> {
  const result = await db
    .updateTable('peer')
    .set({ ...columns(fields), updated_at: at })
    .where('id', '=', id)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/** Removes a peer with its figures, days and mappings in one transaction; true when it existed. */
export async function deletePeer(db: Kysely<Database>, id: number): Promise<boolean> {
  return writeTransaction(db, async (trx) => {
    await trx.deleteFrom('peer_figure').where('peer_id', '=', id).execute();
    await trx.deleteFrom('peer_day').where('peer_id', '=', id).execute();
    await trx.deleteFrom('peer_class_map').where('peer_id', '=', id).execute();
    const result = await trx.deleteFrom('peer').where('id', '=', id).executeTakeFirst();
    return result.numDeletedRows > 0n;
  });
}

/** Records a read that passed: the peer is fresh again. */
export async function recordReadOk(db: Kysely<Database>, id: number, at: string): Promise<void> {
  await db
    .updateTable('peer')
    .set({
      last_attempt_at: at,
      last_ok_at: at,
      stale_reason: null,
      stale_detail: null,
      stale_since: null,
      failures: 0,
      retry_at_ms: 0,
    })
    .where('id', '=', id)
    .execute();
}

/** A failed read: why, its detail (JSON), when, and not before when to try again. */
export interface ReadFailure {
  reason: PeerStaleReason;
  detail: string;
  at: string;
  retryAtMs: number;
}

/** Records a failed read: the peer is stale (since its first failure in a row) until a read passes. */
export async function recordReadFailure(db: Kysely<Database>, id: number, f: ReadFailure): Promise<void> {
  await db
    .updateTable('peer')
    .set((eb) => ({
      last_attempt_at: f.at,
      stale_reason: f.reason,
      stale_detail: f.detail,
      stale_since: eb.fn.coalesce('stale_since', eb.val(f.at)),
      failures: eb('failures', '+', 1),
      retry_at_ms: f.retryAtMs,
    }))
    .where('id', '=', id)
    .execute();
}
