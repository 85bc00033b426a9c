import {
  addDays,
  BULLETIN_PREFIXES,
  classNameKey,
  type Language,
  type PublicPeer,
  percentNumber,
  priceNumber,
  pricePerKgE4,
  type RegionalBoard,
  type RegionalRow,
} from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { getCatalogue } from '../catalogue/catalogue.cache.js';
import { type Catalogue, nodeName } from '../catalogue/catalogue.service.js';
import { changeSince } from '../figures/figures.rollup.js';
import { nodeFiguresOn } from '../figures/figures.service.js';
import { isFinal } from '../figures/figures.session.js';
import { previousTradingDays } from '../figures/trading-days.repository.js';
import { type PeerDayFigure, peerFiguresBetween } from './peer-figures.repository.js';
import { type OwnCropClass, ownCropClasses, peerClassResolver } from './peers.mapping.js';
import { allPeers } from './peers.repository.js';
import type { PeerRow } from './peers.table.js';

/** How far before the board's day a peer's latest figure of a class is looked for (calendar days). */
export const PEER_LOOKBACK_DAYS = 30;

/** A peer's mapped figure of a day, per kg, with our class it is compared with. */
export interface MappedFigure {
  row: PeerDayFigure;
  classId: number;
  /** e4 TL/kg. */
  averagePerKgE4: number;
}

/** Minutes from an instant (ISO text) to now, or null without one. */
export function minutesSince(at: string | null, now: Date): number | null {
  return at === null ? null : Math.max(0, Math.floor((now.getTime() - Date.parse(at)) / 60_000));
}

/** The peers the board shows (by name), as the public sees them. */
export async function shownPeers(ctx: AppContext): Promise<{ rows: PeerRow[]; public: PublicPeer[] }> {
  const rows = (await allPeers(ctx.db.kysely))
    .filter((p) => p.shown === 1)
    .sort((a, b) => a.name.localeCompare(b.name, 'tr') || a.id - b.id);
  const now = ctx.now();
  return {
    rows,
    public: rows.map((p) => ({
      KomsuId: p.id,
      Ad: p.name,
      Sehir: p.city,
      Tur: p.kind,
      Adres: p.base_url,
      SonOkunma: p.last_ok_at,
      OkunmaYasiDakika: minutesSince(p.last_ok_at, now),
      Guncel: p.stale_reason === null,
    })),
  };
}

/** A peer's figures of a range mapped to our classes (in TL/kg), unmapped ones left out. */
export async function mappedPeerFigures(
  ctx: AppContext,
  classes: readonly OwnCropClass[],
  peers: readonly PeerRow[],
  range: { from: string; to: string },
): Promise<MappedFigure[]> {
  const resolver = await peerClassResolver(ctx.db.kysely, classes);
  const rows = await peerFiguresBetween(
    ctx.db.kysely,
    peers.map((p) => p.id),
    range.from,
    range.to,
  );
  return rows.flatMap((row) => {
    const mapping = resolver.resolve(row.peer_id, row.class_name, row.unit);
    if (mapping.classId === null) return [];
    return [{ row, classId: mapping.classId, averagePerKgE4: pricePerKgE4(row.avg_e4, mapping.unit) }];
  });
}

/** A link to the peer's own bulletin of a day: a Bülten's day page, an Alpha.WebPanel's day rows. */
export function peerBulletinUrl(peer: Pick<PeerRow, 'kind' | 'base_url'>, day: string): string {
  const base = peer.base_url.replace(/\/+$/, '');
  if (peer.kind === 'bulten') return `${base}/online-bulten?tarih=${day}`;
  return `${base}${BULLETIN_PREFIXES[1]}/GetGunlukBulten/${day}`;
}

/** The classes of a catalogue node (a group's, a class itself, a product's class), or every crop class. */
function classesOf(catalogue: Catalogue, all: readonly OwnCropClass[], itemId?: number): OwnCropClass[] {
  if (itemId === undefined) return [...all];
  const node = catalogue.nodes.get(itemId);
  if (!node) return [];
  const classId = node.level === 'PRODUCT' ? node.parentId : node.level === 'CLASS' ? node.id : null;
  return all.filter((c) => (classId === null ? c.group.id === node.id : c.node.id === classId));
}

// Each peer class's latest figure up to the day (rows come ordered by peer, class and day).
function latestFigures(figures: readonly MappedFigure[]): MappedFigure[] {
  const latest = new Map<string, MappedFigure>();
  for (const f of figures) latest.set(`${f.row.peer_id}|${f.row.class_name}`, f);
  return [...latest.values()];
}

/**
 * Our classes' averages on each one's latest trading day up to a day, per kg of their mass products (e4):
 * one read of each product's latest day, then one statistics read per distinct day.
 */
async function ourLatest(
  ctx: AppContext,
  catalogue: Catalogue,
  classes: readonly OwnCropClass[],
  day: string,
) {
  const productIds = classes.flatMap((c) => c.node.productIds);
  const latest = await previousTradingDays(ctx.db.kysely, { productIds }, addDays(day, 1));
  const byDate = new Map<string, OwnCropClass['node'][]>();
  for (const { node } of classes) {
    const date = node.productIds
      .map((id) => latest.get(id) ?? '')
      .sort()
      .at(-1);
    if (date) byDate.set(date, [...(byDate.get(date) ?? []), node]);
  }
  const out = new Map<number, { date: string; perKgE4: number }>();
  for (const [date, nodes] of byDate)
    for (const f of await nodeFiguresOn(ctx.db.kysely, catalogue, nodes, date, { unit: 'KG' }))
      out.set(f.node.id, { date, perKgE4: f.averageE4 });
  return out;
}

function boardRow(
  own: OwnCropClass,
  ours: { date: string; perKgE4: number } | undefined,
  f: MappedFigure,
  peer: PeerRow,
  ctx: { lang: Language; now: Date },
): RegionalRow {
  const change = changeSince(f.averagePerKgE4, ours?.perKgE4 ?? null);
  return {
    SinifId: own.node.id,
    SinifAdi: nodeName(own.node, ctx.lang),
    GrupAdi: nodeName(own.group, ctx.lang),
    BorsaTarih: ours?.date ?? null,
    BorsaOrtalama: ours ? priceNumber(ours.perKgE4) : null,
    KomsuId: peer.id,
    KomsuAdi: peer.name,
    KomsuSehir: peer.city,
    KomsuSinifAdi: f.row.class_name,
    AyniSinifAdi: classNameKey(f.row.class_name) === classNameKey(own.node.nameTr),
    KomsuTarih: f.row.day,
    KomsuOrtalama: priceNumber(f.averagePerKgE4),
    KomsuMiktar: f.row.quantity_milli / 1000,
    KomsuIslemSayisi: f.row.trade_count,
    KomsuKesin: f.row.final === 1,
    Okunma: f.row.fetched_at,
    OkunmaYasiDakika: minutesSince(f.row.fetched_at, ctx.now),
    Fark: change ? priceNumber(change.changeE4) : null,
    FarkYuzde: change ? percentNumber(change.percentE2) : null,
    KomsuBulteni: peerBulletinUrl(peer, f.row.day),
  };
}

/**
 * The regional board of a day: for each of our crop classes (of `itemId` when given) with a peer class
 * mapped to it, our average of its latest trading day up to `date` beside each shown peer's latest
 * figure up to `date` (within `PEER_LOOKBACK_DAYS`), each on its own day, all in TL/kg; the difference
 * is the peer's minus ours, in % of ours; `Kesin` while every one of our shown days closed. Reads only our
 * database: a peer never slows it.
 */
export async function regionalBoard(
  ctx: AppContext,
  lang: Language,
  date: string,
  itemId?: number,
): Promise<RegionalBoard> {
  const catalogue = await getCatalogue(ctx);
  const all = ownCropClasses(catalogue);
  const classes = classesOf(catalogue, all, itemId);
  const peers = await shownPeers(ctx);
  const range = { from: addDays(date, -PEER_LOOKBACK_DAYS), to: date };
  const wanted = new Set(classes.map((c) => c.node.id));
  const figures = latestFigures(await mappedPeerFigures(ctx, all, peers.rows, range)).filter((f) =>
    wanted.has(f.classId),
  );
  const compared = classes.filter((c) => figures.some((f) => f.classId === c.node.id));
  const ours = await ourLatest(ctx, catalogue, compared, date);
  const peerOrder = new Map(peers.rows.map((p, i) => [p.id, i]));
  const byId = new Map(peers.rows.map((p) => [p.id, p]));
  const now = ctx.now();
  const rows = compared.flatMap((own) =>
    figures
      .filter((f) => f.classId === own.node.id)
      .sort(
        (a, b) =>
          peerOrder.get(a.row.peer_id)! - peerOrder.get(b.row.peer_id)! ||
          a.row.class_name.localeCompare(b.row.class_name, 'tr'),
      )
      .map((f) => boardRow(own, ours.get(own.node.id), f, byId.get(f.row.peer_id)!, { lang, now })),
  );
  return {
    Tarih: date,
    // Our shown days are final once each one's session closed (a past day always is).
    Kesin: rows.every((r) => r.BorsaTarih === null || isFinal(ctx, r.BorsaTarih)),
    BorsaAdi: ctx.config.exchangeName,
    Satirlar: rows,
    Komsular: peers.public,
  };
}
