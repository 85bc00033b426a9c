/** One trading day of a price chart: weighted average, low, high and quantity. */
export interface PriceChartPoint {
  /** Calendar date `YYYY-MM-DD`. */
  date: string;
  avg: number;
  min: number;
  max: number;
  quantity: number;
}

/** A comparison line drawn over the main series (e.g. the same window a year earlier). */
export interface PriceChartOverlay {
  label: string;
  points: readonly { date: string; avg: number }[];
}

/** A value at a date, the shape lightweight-charts series take (time as `YYYY-MM-DD`). */
export interface TimeValue {
  time: string;
  value: number;
}

/** The series of one chart, ready for lightweight-charts. */
export interface PriceChartData {
  avg: TimeValue[];
  min: TimeValue[];
  max: TimeValue[];
  volume: TimeValue[];
  overlays: { label: string; color: string; points: TimeValue[] }[];
}

/** Colours of the overlay lines, in order (contrast ≥ 3:1 on white). */
export const OVERLAY_COLORS = ['#b45309', '#7c3aed', '#be123c', '#0f766e', '#4d7c0f'] as const;

const byDate = (a: { date: string }, b: { date: string }) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0);

/** Sorted by date with one point per date (the last one wins), as lightweight-charts requires. */
export function uniqueByDate<T extends { date: string }>(points: readonly T[]): T[] {
  const map = new Map<string, T>();
  for (const point of points) map.set(point.date, point);
  return [...map.values()].sort(byDate);
}

/** Splits chart points into the average, min, max and volume series plus coloured overlays. */
export function toChartData(
  series: readonly PriceChartPoint[],
  overlays: readonly PriceChartOverlay[] = [],
): PriceChartData {
  const points = uniqueByDate(series);
  return {
    avg: points.map((p) => ({ time: p.date, value: p.avg })),
    min: points.map((p) => ({ time: p.date, value: p.min })),
    max: points.map((p) => ({ time: p.date, value: p.max })),
    volume: points.map((p) => ({ time: p.date, value: p.quantity })),
    overlays: overlays.map((overlay, i) => ({
      label: overlay.label,
      color: OVERLAY_COLORS[i % OVERLAY_COLORS.length] ?? OVERLAY_COLORS[0],
      points: uniqueByDate(overlay.points).map((p) => ({ time: p.date, value: p.avg })),
    })),
  };
}

/** Lowest and highest weighted average of a series (null when empty), for the accessible summary. */
export function avgRange(series: readonly PriceChartPoint[]): { low: number; high: number } | null {
  if (series.length === 0) return null;
  let low = Number.POSITIVE_INFINITY;
  let high = Number.NEGATIVE_INFINITY;
  for (const p of series) {
    low = Math.min(low, p.avg);
    high = Math.max(high, p.avg);
  }
  return { low, high };
}

function sameLine(a: readonly TimeValue[], b: readonly TimeValue[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i += 1)
    if (a[i]!.time !== b[i]!.time || a[i]!.value !== b[i]!.value) return false;
  return true;
}

/**
 * Whether two charts draw the same: every series point for point, the overlays with their labels and
 * colours. Screens hand the chart new arrays on each render; it is drawn again only when this is false.
 */
export function sameChartData(a: PriceChartData, b: PriceChartData): boolean {
  return (
    sameLine(a.avg, b.avg) &&
    sameLine(a.min, b.min) &&
    sameLine(a.max, b.max) &&
    sameLine(a.volume, b.volume) &&
    a.overlays.length === b.overlays.length &&
    a.overlays.every(
      (o, i) =>
        o.label === b.overlays[i]!.label &&
        o.color === b.overlays[i]!.color &&
        sameLine(o.points, b.overlays[i]!.points),
    )
  );
}
