import type { PeerPriceUnit } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import type { PeerClassMapRow } from './peers.table.js';

/** Every staff mapping of peer classes. */
export async function allPeerMappings(db: Kysely<Database>): Promise<PeerClassMapRow[]> {
  return db.selectFrom('peer_class_map').selectAll().orderBy('peer_id').orderBy('peer_class').execute();
}

/** Staff's choice for a peer class: our class (or none) and the price unit (or the peer's own). */
export interface PeerMappingChoice {
  peerId: number;
  peerClass: string;
  classId: number | null;
  priceUnit: PeerPriceUnit | null;
  at: string;
  by: number | null;
}

/** Sets staff's mapping of a peer class (insert or replace). */
export async function setPeerMapping(db: Kysely<Database>, c: PeerMappingChoice): Promise<void> {
  const values = { class_id: c.classId, price_unit: c.priceUnit, updated_at: c.at, updated_by: c.by };
  await db
    .insertInto('peer_class_map')
    .values({ peer_id: c.peerId, peer_class: c.peerClass, ...values })
    .onConflict((oc) => oc.columns(['peer_id', 'peer_class']).doUpdateSet(values))
    .execute();
}

/** Drops staff's mapping of a peer class: it maps by its name again. */
export async function dropPeerMapping(
  db: Kysely<Database>,
  peerId: number,
  peerClass: string,
): Promise<void> {
  await db
    .deleteFrom('peer_class_map')
    .where('peer_id', '=', peerId)
    .where('peer_class', '=', peerClass)
    .execute();
}
