import {
  type BasisBoard,
  type BasisHistory,
  type BasisPoint,
  type BasisRow,
  divRound,
  type Language,
  percentNumber,
  priceNumber,
} from '@bulten/core';
import type { AppContext } from '../../app-context.js';
import { AppError } from '../../http/app-error.js';
import { getCatalogue } from '../catalogue/catalogue.cache.js';
import { type Catalogue, type CatalogueNode, nodeName } from '../catalogue/catalogue.service.js';
import { nodeUnit } from '../figures/figures.nodes.js';
import { averagePriceOf, changeSince } from '../figures/figures.rollup.js';
import { nodeSeriesBetween } from '../figures/figures.series.js';
import { nodeFiguresOn } from '../figures/figures.service.js';
import { isFinal, today } from '../figures/figures.session.js';
import { latestTradingDay } from '../figures/trading-days.repository.js';
import { allBasisMappings, basisMappingOf, turibTotalsBetween } from './basis.repository.js';

/** The basis figures of a day from the exchange's and TÜRİB's averages (TL/kg, e4). */
export function basisFields(exchangeE4: number | null, turibE4: number | null) {
  const change = changeSince(exchangeE4, turibE4);
  return {
    BorsaOrtalama: exchangeE4 === null ? null : priceNumber(exchangeE4),
    TuribOrtalama: turibE4 === null ? null : priceNumber(turibE4),
    Fark: change ? priceNumber(change.changeE4) : null,
    FarkYuzde: change ? percentNumber(change.percentE2) : null,
  };
}

/** A crop class of the catalogue by id, or undefined (groups, products and live animals are not on the board). */
export function cropClass(catalogue: Catalogue, id: number): CatalogueNode | undefined {
  const node = catalogue.nodes.get(id);
  return node?.level === 'CLASS' && !node.isLiveAnimal ? node : undefined;
}

async function mappedClasses(ctx: AppContext, catalogue: Catalogue) {
  const mappings = await allBasisMappings(ctx.db.kysely);
  return mappings.flatMap((m) => {
    const node = cropClass(catalogue, m.class_id);
    return node ? [{ node, instrument: m.turib_instrument }] : [];
  });
}

async function turibAveragesOn(ctx: AppContext, instruments: readonly string[], date: string) {
  const totals = await turibTotalsBetween(ctx.db.kysely, [...new Set(instruments)], date, date);
  return new Map(totals.map((t) => [t.instrument, averagePriceOf(t)]));
}

/**
 * The basis board of a day (default: the latest trading day of a mapped class up to today): per mapped
 * class, in catalogue order, the class's weighted average in TL/kg (mass products only) beside TÜRİB's.
 */
export async function basisBoard(ctx: AppContext, lang: Language, date?: string): Promise<BasisBoard> {
  const catalogue = await getCatalogue(ctx);
  const mapped = await mappedClasses(ctx, catalogue);
  const productIds = mapped.flatMap((m) => m.node.productIds);
  const day = date ?? (await latestTradingDay(ctx.db.kysely, { productIds }, today(ctx))) ?? today(ctx);
  const nodes = mapped.map((m) => m.node);
  const figures = await nodeFiguresOn(ctx.db.kysely, catalogue, nodes, day, { unit: 'KG' });
  const exchange = new Map(figures.map((f) => [f.node.id, f.averageE4]));
  const turib = await turibAveragesOn(
    ctx,
    mapped.map((m) => m.instrument),
    day,
  );
  const rows: BasisRow[] = mapped.map(({ node, instrument }) => ({
    SinifId: node.id,
    SinifAdi: nodeName(node, lang),
    GrupAdi: nodeName(catalogue.nodes.get(node.groupId) ?? node, lang),
    TuribSinif: instrument,
    ...basisFields(exchange.get(node.id) ?? null, turib.get(instrument) ?? null),
  }));
  return { Tarih: day, Kesin: isFinal(ctx, day), Satirlar: rows };
}

// A class of tonnes only is given per tonne by the figures module; TÜRİB quotes per kg.
function perKg(averageE4: number, unit: string | null): number {
  return unit === 'TON' ? Number(divRound(BigInt(averageE4), 1000n)) : averageE4;
}

/** A mapped class's basis on every day of the range on which the exchange or TÜRİB traded, oldest first. */
export async function basisHistory(
  ctx: AppContext,
  classId: number,
  range: { from: string; to: string },
  lang: Language,
): Promise<BasisHistory> {
  const catalogue = await getCatalogue(ctx);
  const node = cropClass(catalogue, classId);
  const mapping = node && (await basisMappingOf(ctx.db.kysely, classId));
  if (!node || !mapping)
    throw new AppError(400, 'UNKNOWN_ID', [`class ${classId} is not on the basis board`]);
  const unit = nodeUnit(catalogue, node);
  const series = await nodeSeriesBetween(ctx, catalogue, node, range);
  const exchange = new Map(series.map((p) => [p.date, perKg(p.averageE4, unit)]));
  const totals = await turibTotalsBetween(ctx.db.kysely, [mapping.turib_instrument], range.from, range.to);
  const turib = new Map(totals.map((t) => [t.date, averagePriceOf(t)]));
  const dates = [...new Set([...exchange.keys(), ...turib.keys()])].sort();
  const points: BasisPoint[] = dates.map((date) => ({
    Tarih: date,
    ...basisFields(exchange.get(date) ?? null, turib.get(date) ?? null),
  }));
  return {
    SinifId: node.id,
    SinifAdi: nodeName(node, lang),
    TuribSinif: mapping.turib_instrument,
    Noktalar: points,
  };
}
