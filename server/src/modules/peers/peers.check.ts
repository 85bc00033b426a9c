import { type PeerPriceUnit, type PeerStaleDetail, priceNumber, pricePerKgE4 } from '@bulten/core';
import type { PeerFigureInput } from './peer-figures.repository.js';

/** The highest price per kg any crop is believed at (e4: 50 000 TL/kg): above it a figure is absurd. */
export const MAX_PRICE_PER_KG_E4 = 50_000 * 10_000;
/** How far a mapped class's average may stand from ours (either way) before it is refused. */
export const MAX_RATIO_TO_OURS = 4;

/** What a peer class is checked against: the unit its prices are read in and our class's average. */
export interface PriceReference {
  unit: PeerPriceUnit;
  /** Our mapped class's latest average (e4 TL/kg), or null when unmapped or without trades. */
  oursPerKgE4: number | null;
}

const absurd = (row: PeerFigureInput, perKgE4: number, oursE4?: number): PeerStaleDetail => ({
  Sinif: row.class_name,
  Fiyat: priceNumber(perKgE4),
  ...(oursE4 === undefined ? {} : { Bizim: priceNumber(oursE4) }),
});

function rowProblem(row: PeerFigureInput, ref: PriceReference): PeerStaleDetail | null {
  const perKg = pricePerKgE4(row.avg_e4, ref.unit);
  const ordered = row.min_e4 > 0 && row.min_e4 <= row.avg_e4 && row.avg_e4 <= row.max_e4;
  if (!ordered || row.quantity_milli <= 0 || pricePerKgE4(row.max_e4, ref.unit) > MAX_PRICE_PER_KG_E4)
    return absurd(row, perKg);
  const ours = ref.oursPerKgE4;
  if (ours !== null && ours > 0 && (perKg > ours * MAX_RATIO_TO_OURS || perKg * MAX_RATIO_TO_OURS < ours))
    return absurd(row, perKg, ours);
  return null;
}

/**
 * The first class of a read whose prices no market has, or null when every class passes: prices above
 * zero with min ≤ average ≤ max, a quantity, no price above `MAX_PRICE_PER_KG_E4`, and a mapped class's
 * average within `MAX_RATIO_TO_OURS` times ours either way (a tonne price read per kg is a thousand
 * times ours). One absurd class refuses the whole read: a peer that lies in one row is not believed.
 */
export function absurdPrice(
  rows: readonly PeerFigureInput[],
  reference: (row: PeerFigureInput) => PriceReference,
): PeerStaleDetail | null {
  for (const row of rows) {
    const problem = rowProblem(row, reference(row));
    if (problem) return problem;
  }
  return null;
}
