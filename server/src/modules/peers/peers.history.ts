import { divRound, type Language, priceNumber, type RegionalHistory, type RegionalPoint } from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { getCatalogue } from '../catalogue/catalogue.cache.js';
import { nodeName } from '../catalogue/catalogue.service.js';
import { nodeUnit } from '../figures/figures.nodes.js';
import { nodeSeriesBetween } from '../figures/figures.series.js';
import { mappedPeerFigures, shownPeers } from './peers.board.js';
import { ownCropClasses } from './peers.mapping.js';

/**
 * A crop class's average per day at each exchange over a range, oldest first: our days (`KomsuId` null),
 * then on each day every shown peer's figure of a class mapped to it, each named with whose it is, in
 * TL/kg and kg. Reads only our database. Not a crop class: 400 UNKNOWN_ID.
 */
export async function regionalHistory(
  ctx: AppContext,
  lang: Language,
  classId: number,
  range: { from: string; to: string },
): Promise<RegionalHistory> {
  const catalogue = await getCatalogue(ctx);
  const classes = ownCropClasses(catalogue);
  const own = classes.find((c) => c.node.id === classId);
  if (!own) throw new AppError(400, 'UNKNOWN_ID', [`${classId} is not a crop class`]);
  const kgPerUnit = nodeUnit(catalogue, own.node) === 'TON' ? 1000 : 1;
  const ours: RegionalPoint[] = (await nodeSeriesBetween(ctx, catalogue, own.node, range)).map((p) => ({
    Tarih: p.date,
    KomsuId: null,
    KaynakAdi: ctx.config.exchangeName,
    KomsuSinifAdi: null,
    Ortalama: priceNumber(Number(divRound(BigInt(p.averageE4), BigInt(kgPerUnit)))),
    Miktar: (p.figures.quantityMilli * kgPerUnit) / 1000,
  }));
  const peers = await shownPeers(ctx);
  const names = new Map(peers.rows.map((p) => [p.id, p.name]));
  const theirs: RegionalPoint[] = (await mappedPeerFigures(ctx, classes, peers.rows, range))
    .filter((f) => f.classId === classId)
    .map((f) => ({
      Tarih: f.row.day,
      KomsuId: f.row.peer_id,
      KaynakAdi: names.get(f.row.peer_id)!,
      KomsuSinifAdi: f.row.class_name,
      Ortalama: priceNumber(f.averagePerKgE4),
      Miktar: f.row.quantity_milli / 1000,
    }));
  const order = new Map(peers.rows.map((p, i) => [p.id, i]));
  const rank = (p: RegionalPoint) => (p.KomsuId === null ? -1 : order.get(p.KomsuId)!);
  const points = [...ours, ...theirs].sort(
    (a, b) =>
      a.Tarih.localeCompare(b.Tarih) ||
      rank(a) - rank(b) ||
      (a.KomsuSinifAdi ?? '').localeCompare(b.KomsuSinifAdi ?? '', 'tr'),
  );
  return {
    SinifId: own.node.id,
    SinifAdi: nodeName(own.node, lang),
    Noktalar: points,
    Komsular: peers.public,
  };
}
