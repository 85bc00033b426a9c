import {
  type Language,
  type PeerClassMapping,
  type PeerMappingRequest,
  type PeerMappings,
  type PeerStaleDetail,
  type PeerStatus,
  suggestClasses,
} from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { getCatalogue } from '../catalogue/catalogue.cache.js';
import { nodeName } from '../catalogue/catalogue.service.js';
import {
  latestPeerDays,
  type PeerClassSeen,
  peerClassesSeen,
  peerGaveClass,
} from './peer-figures.repository.js';
import { dropPeerMapping, setPeerMapping } from './peer-mappings.repository.js';
import { classCandidates, type OwnCropClass, ownCropClasses, peerClassResolver } from './peers.mapping.js';
import { allPeers, peerById } from './peers.repository.js';
import type { PeerRow } from './peers.table.js';

function staleDetail(text: string | null): PeerStaleDetail | null {
  if (text === null) return null;
  try {
    return JSON.parse(text) as PeerStaleDetail;
  } catch {
    return {};
  }
}

function peerStatus(p: PeerRow, latest: string | null, unmapped: number): PeerStatus {
  return {
    Id: p.id,
    Ad: p.name,
    Sehir: p.city,
    Tur: p.kind,
    Adres: p.base_url,
    Gosterilsin: p.shown === 1,
    SonDeneme: p.last_attempt_at,
    SonBasarili: p.last_ok_at,
    Bayat: p.stale_reason !== null,
    BayatNedeni: p.stale_reason,
    BayatAyrinti: staleDetail(p.stale_detail),
    BayatBaslangic: p.stale_since,
    ArdisikHata: p.failures,
    SonrakiDeneme: p.retry_at_ms > 0 ? new Date(p.retry_at_ms).toISOString() : null,
    SonGun: latest,
    EslesmemisSinif: unmapped,
  };
}

/** Every peer class seen, resolved against our classes. */
async function resolvedClasses(ctx: AppContext, classes: readonly OwnCropClass[]) {
  const resolver = await peerClassResolver(ctx.db.kysely, classes);
  return (await peerClassesSeen(ctx.db.kysely)).map((seen) => ({
    seen,
    mapping: resolver.resolve(seen.peer_id, seen.class_name, seen.unit),
  }));
}

/** Every peer with the state of its reads, its latest day held and its classes not compared with ours. */
export async function peerStatuses(ctx: AppContext): Promise<PeerStatus[]> {
  const classes = ownCropClasses(await getCatalogue(ctx));
  const unmapped = new Map<number, number>();
  for (const { seen, mapping } of await resolvedClasses(ctx, classes))
    if (mapping.source === 'NONE') unmapped.set(seen.peer_id, (unmapped.get(seen.peer_id) ?? 0) + 1);
  const latest = await latestPeerDays(ctx.db.kysely);
  return (await allPeers(ctx.db.kysely)).map((p) =>
    peerStatus(p, latest.get(p.id) ?? null, unmapped.get(p.id) ?? 0),
  );
}

function mappingRow(
  seen: PeerClassSeen,
  peerName: string,
  mapping: Awaited<ReturnType<typeof resolvedClasses>>[number]['mapping'],
  candidates: ReturnType<typeof classCandidates>,
): PeerClassMapping {
  return {
    KomsuId: seen.peer_id,
    KomsuAdi: peerName,
    KomsuSinifAdi: seen.class_name,
    KomsuGrupAdi: seen.group_name,
    SonGun: seen.day,
    SinifId: mapping.classId,
    Kaynak: mapping.source,
    FiyatBirimi: mapping.unit,
    BirimElle: mapping.unitByStaff,
    Oneriler: suggestClasses(seen.class_name, candidates).map((s) => ({ SinifId: s.id, Puan: s.score })),
  };
}

/**
 * Our crop classes, and every class any peer gave figures for with what it is compared with (staff's
 * choice, else the class of the same name) and our likeliest classes by name; unmapped ones first.
 */
export async function peerMappings(ctx: AppContext, lang: Language): Promise<PeerMappings> {
  const classes = ownCropClasses(await getCatalogue(ctx));
  const candidates = classCandidates(classes);
  const names = new Map((await allPeers(ctx.db.kysely)).map((p) => [p.id, p.name]));
  const rows = (await resolvedClasses(ctx, classes)).map(({ seen, mapping }) =>
    mappingRow(seen, names.get(seen.peer_id) ?? '', mapping, candidates),
  );
  const rank = (m: PeerClassMapping) => (m.Kaynak === 'NONE' ? 0 : 1);
  return {
    Siniflar: classes.map(({ node, group }) => ({
      SinifId: node.id,
      SinifAdi: nodeName(node, lang),
      GrupAdi: nodeName(group, lang),
    })),
    Eslesmeler: rows.sort((a, b) => rank(a) - rank(b)),
  };
}

/**
 * Staff's mapping of a peer class: to one of our crop classes or none, prices per kg or per tonne (or as
 * the peer says); `Otomatik` drops it. The peer must exist and have given that class (else 400 UNKNOWN_ID),
 * the class must be one of our crop classes (else 400 UNKNOWN_ID).
 */
export async function savePeerMapping(ctx: AppContext, body: PeerMappingRequest, by: number | null) {
  const peer = await peerById(ctx.db.kysely, body.KomsuId);
  if (!peer) throw new AppError(400, 'UNKNOWN_ID', [`no peer ${body.KomsuId}`]);
  if (!(await peerGaveClass(ctx.db.kysely, peer.id, body.KomsuSinifAdi)))
    throw new AppError(400, 'UNKNOWN_ID', [`${peer.name} gave no class "${body.KomsuSinifAdi}"`]);
  if (body.Otomatik) return dropPeerMapping(ctx.db.kysely, peer.id, body.KomsuSinifAdi);
  const classes = ownCropClasses(await getCatalogue(ctx));
  if (body.SinifId !== null && !classes.some((c) => c.node.id === body.SinifId))
    throw new AppError(400, 'UNKNOWN_ID', [`${body.SinifId} is not a crop class`]);
  await setPeerMapping(ctx.db.kysely, {
    peerId: peer.id,
    peerClass: body.KomsuSinifAdi,
    classId: body.SinifId,
    priceUnit: body.FiyatBirimi,
    at: ctx.now().toISOString(),
    by,
  });
}
