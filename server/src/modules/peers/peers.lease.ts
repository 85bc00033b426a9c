import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { claimLease, releaseLease } from '../demo/demo.lease.repository.js';

/** How long a peer's lease lasts unless renewed; its holder renews it before every request. */
export const PEER_LEASE_MS = 120_000;

/** The right to read a peer, one process at a time (a `runner_lease` row per peer, both dialects). */
export interface PeerLeases {
  /** Takes or renews the lease of a peer; false while another process holds it. */
  claim(peerId: number): Promise<boolean>;
  release(peerId: number): Promise<void>;
}

/**
 * Leases of one reader (a server's background reader, a CLI command): a row per peer in `runner_lease`
 * with an expiry, renewed by its holder, so a reader that died frees its peers by itself.
 */
export function peerLeases(db: Kysely<Database>, now: () => Date): PeerLeases {
  const holder = randomUUID();
  const name = (peerId: number) => `peer:${peerId}`;
  return {
    claim: (peerId) => claimLease(db, name(peerId), holder, now().getTime(), PEER_LEASE_MS),
    release: (peerId) => releaseLease(db, name(peerId), holder),
  };
}
