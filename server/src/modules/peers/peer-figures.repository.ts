import type { Insertable, Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import type { PeerDayRow, PeerFigureRow, PeerFigureTable } from './peers.table.js';

/** A class's figures of a read day, before they are stored. */
export type PeerFigureInput = Omit<Insertable<PeerFigureTable>, 'peer_id' | 'day' | 'fetched_at'>;

/** The stored read of a peer's day, or undefined when it was never read. */
export async function peerDay(
  db: Kysely<Database>,
  peerId: number,
  day: string,
): Promise<PeerDayRow | undefined> {
  return db
    .selectFrom('peer_day')
    .selectAll()
    .where('peer_id', '=', peerId)
    .where('day', '=', day)
    .executeTakeFirst();
}

/** The days of a range that were read after their close (a backfill skips them). */
export async function finalDaysBetween(
  db: Kysely<Database>,
  peerId: number,
  from: string,
  to: string,
): Promise<Set<string>> {
  const rows = await db
    .selectFrom('peer_day')
    .select('day')
    .where('peer_id', '=', peerId)
    .where('final', '=', 1)
    .where('day', '>=', from)
    .where('day', '<=', to)
    .execute();
  return new Set(rows.map((r) => r.day));
}

/**
 * Replaces a peer's day with a read that passed every check, in one transaction: the day's rows are the
 * read's rows and nothing else, with when they were read.
 */
export async function storePeerDay(
  db: Kysely<Database>,
  read: { peerId: number; day: string; at: string; final: boolean; rows: readonly PeerFigureInput[] },
): Promise<void> {
  const { peerId, day, at } = read;
  const day_ = { fetched_at: at, final: read.final ? 1 : 0, row_count: read.rows.length };
  await writeTransaction(db, async (trx) => {
    await trx.deleteFrom('peer_figure').where('peer_id', '=', peerId).where('day', '=', day).execute();
    if (read.rows.length > 0)
      await trx
        .insertInto('peer_figure')
        .values(read.rows.map((r) => ({ ...r, peer_id: peerId, day, fetched_at: at })))
        .execute();
    await trx
      .insertInto('peer_day')
      .values({ peer_id: peerId, day, ...day_ })
      .onConflict((oc) => oc.columns(['peer_id', 'day']).doUpdateSet(day_))
      .execute();
  });
}

/** A class's figures of a day at a peer, with whether that day was read as final. */
export type PeerDayFigure = PeerFigureRow & { final: number };

/** The peers' figures of every class on the days of a range, by peer, class and day. */
export async function peerFiguresBetween(
  db: Kysely<Database>,
  peerIds: readonly number[],
  from: string,
  to: string,
): Promise<PeerDayFigure[]> {
  if (peerIds.length === 0) return [];
  return db
    .selectFrom('peer_figure as f')
    .innerJoin('peer_day as d', (join) =>
      join.onRef('d.peer_id', '=', 'f.peer_id').onRef('d.day', '=', 'f.day'),
    )
    .selectAll('f')
    .select('d.final')
    .where('f.peer_id', 'in', peerIds)
    .where('f.day', '>=', from)
    .where('f.day', '<=', to)
    .orderBy('f.peer_id')
    .orderBy('f.class_name')
    .orderBy('f.day')
    .execute();
}

/** A class a peer has given figures for: its names, code and unit as last given, and its latest day. */
export interface PeerClassSeen {
  peer_id: number;
  class_name: string;
  group_name: string;
  class_code: string | null;
  unit: PeerFigureRow['unit'];
  day: string;
}

/** Every class each peer has given figures for, with its latest day (the mapping screen's rows). */
export async function peerClassesSeen(db: Kysely<Database>): Promise<PeerClassSeen[]> {
  const latest = db
    .selectFrom('peer_figure')
    .select(['peer_id', 'class_name'])
    .select((eb) => eb.fn.max('day').as('day'))
    .groupBy(['peer_id', 'class_name'])
    .as('latest');
  return db
    .selectFrom('peer_figure as f')
    .innerJoin(latest, (join) =>
      join
        .onRef('latest.peer_id', '=', 'f.peer_id')
        .onRef('latest.class_name', '=', 'f.class_name')
        .onRef('latest.day', '=', 'f.day'),
    )
    .select(['f.peer_id', 'f.class_name', 'f.group_name', 'f.class_code', 'f.unit', 'f.day'])
    .orderBy('f.peer_id')
    .orderBy('f.group_name')
    .orderBy('f.class_name')
    .execute();
}

/** Each peer's latest day read with trades, by peer id. */
export async function latestPeerDays(db: Kysely<Database>): Promise<Map<number, string>> {
  const rows = await db
    .selectFrom('peer_day')
    .select('peer_id')
    .select((eb) => eb.fn.max('day').as('day'))
    .where('row_count', '>', 0)
    .groupBy('peer_id')
    .execute();
  return new Map(rows.map((r) => [r.peer_id, r.day]));
}

/** True when a peer ever gave figures for a class of that name. */
export async function peerGaveClass(
  db: Kysely<Database>,
  peerId: number,
  className: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('peer_figure')
    .select('day')
    .where('peer_id', '=', peerId)
    .where('class_name', '=', className)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
