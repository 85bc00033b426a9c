/** A point of a scatter plot in data units. */
export interface ScatterPoint {
  x: number;
  y: number;
}

/** A linear map from a data interval onto a pixel interval (a flat interval maps to its middle). */
export function scale(domain: [number, number], range: [number, number]): (v: number) => number {
  const [d0, d1] = domain;
  const [r0, r1] = range;
  if (d1 === d0) return () => (r0 + r1) / 2;
  return (v) => r0 + ((v - d0) / (d1 - d0)) * (r1 - r0);
}

/** Min and max of some numbers, padded by 5 % on both sides (null when empty). */
export function paddedExtent(values: readonly number[]): [number, number] | null {
  if (values.length === 0) return null;
  const lo = Math.min(...values);
  const hi = Math.max(...values);
  const pad = (hi - lo) * 0.05;
  return [lo - pad, hi + pad];
}

/** The lots that carry an analysis, as (analysis, price) points. */
export function scatterPoints<T>(
  lots: readonly T[],
  x: (lot: T) => number | null,
  y: (lot: T) => number,
): ScatterPoint[] {
  const points: ScatterPoint[] = [];
  for (const lot of lots) {
    const value = x(lot);
    if (value !== null) points.push({ x: value, y: y(lot) });
  }
  return points;
}
