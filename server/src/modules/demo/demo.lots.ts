import { type AnalysisInputField, analysisInputField, byAnalysisInput } from '@bulten/core';
import type { AnalysisKind, AnimalSpec } from './demo.catalogue-data.js';
import { priceE4 } from './demo.prices.js';
import type { Rng } from './demo.random.js';

/** Lab analyses of a hall lot in hundredths (protein 13.25 % → 1325); absent ones are null. */
export type LotAnalyses = Record<AnalysisInputField, number | null>;

// The analyses a kind of lot measures (drawn in the order written: the demo's numbers follow from it), the
// others null.
function measured(values: Partial<LotAnalyses>): LotAnalyses {
  return byAnalysisInput((a) => values[analysisInputField(a)] ?? null);
}

const e2 = (value: number) => Math.round(value * 100);
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value));

function wheatAnalyses(rng: Rng): LotAnalyses {
  const protein = rng.float(10.5, 15.5);
  // Gluten and sedimentation follow protein, as they do in real wheat.
  const quality = (protein - 10.5) / 5;
  return {
    proteinE2: e2(protein),
    moistureE2: e2(rng.float(9, 14)),
    hectoliterE2: e2(rng.float(72, 84)),
    sedimentationE2: e2(clamp(15 + quality * 30 + rng.float(-4, 4), 15, 45)),
    glutenE2: e2(clamp(22 + quality * 12 + rng.float(-1.5, 1.5), 22, 34)),
    suneE2: e2(3 * rng.next() ** 2),
    foreignMatterE2: e2(4 * rng.next() ** 2),
  };
}

function coarseAnalyses(rng: Rng): LotAnalyses {
  return measured({
    proteinE2: e2(rng.float(8.5, 12.5)),
    moistureE2: e2(rng.float(10, 14)),
    hectoliterE2: e2(rng.float(62, 76)),
    foreignMatterE2: e2(4 * rng.next() ** 2),
  });
}

function seedAnalyses(rng: Rng): LotAnalyses {
  return measured({ moistureE2: e2(rng.float(8, 12)), foreignMatterE2: e2(3 * rng.next() ** 2) });
}

/** Draws the analyses of a hall lot of a kind. */
export function drawAnalyses(rng: Rng, kind: AnalysisKind): LotAnalyses {
  if (kind === 'wheat') return wheatAnalyses(rng);
  if (kind === 'coarse') return coarseAnalyses(rng);
  return seedAnalyses(rng);
}

/**
 * How much the analyses move a lot's price (a fraction of the day's level): more protein and
 * hectolitre weight pay more, süne, foreign matter and moisture cost.
 */
export function analysisEffect(kind: AnalysisKind, a: LotAnalyses): number {
  const v = (x: number | null, fallback: number) => (x === null ? fallback : x / 100);
  const moisture = -0.003 * (v(a.moistureE2, 11.5) - 11.5);
  const foreign = -0.006 * (v(a.foreignMatterE2, 1.33) - 1.33);
  if (kind === 'wheat') {
    const protein = 0.01 * (v(a.proteinE2, 13) - 13);
    const hectoliter = 0.003 * (v(a.hectoliterE2, 78) - 78);
    const sune = -0.01 * (v(a.suneE2, 1) - 1);
    return protein + hectoliter + sune + foreign + moisture;
  }
  if (kind === 'coarse') return 0.004 * (v(a.hectoliterE2, 69) - 69) + foreign + moisture;
  return foreign + moisture;
}

/** A live-animal lot: head count, total live weight and the price per head. */
export interface AnimalLot {
  heads: number;
  liveWeightKg: number;
  pricePerHeadE4: number;
}

/** Draws a live-animal lot at a price level in TL per kg live weight. */
export function drawAnimalLot(rng: Rng, animal: AnimalSpec, perKgLevel: number): AnimalLot {
  const heads = 1 + Math.floor((animal.maxHeads - 1) * rng.next() ** 2);
  const averageKg = rng.float(animal.minKg, animal.maxKg);
  const perKg = perKgLevel * (1 + rng.float(-0.03, 0.03));
  return {
    heads,
    liveWeightKg: Math.round(heads * averageKg),
    pricePerHeadE4: priceE4(perKg * averageKg, averageKg > 200 ? 100 : 10),
  };
}

/** A hall lot's size in kg: 10 to 40 tonnes, weighed to 10 kg. */
export function hallLotKg(rng: Rng): number {
  return Math.round(rng.float(10_000, 40_000) / 10) * 10;
}

/** A SERBEST registration's size in kg: 20 to 500 tonnes, most of them small; larger at harvest. */
export function serbestLotKg(rng: Rng, harvest: boolean): number {
  const share = rng.next() ** (harvest ? 1.6 : 2.4);
  return Math.round((20_000 + 480_000 * share) / 10) * 10;
}
