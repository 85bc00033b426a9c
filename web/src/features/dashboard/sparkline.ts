/** One point of a sparkline (a card's `Seri`). */
export interface SeriesPoint {
  OrtFiyat: number;
}

/**
 * The SVG polyline points of a sparkline in a `width`×`height` box (oldest left, newest right, highest
 * price at the top); a flat line mid-height when all prices are equal, '' for no points.
 */
export function sparklinePoints(series: readonly SeriesPoint[], width: number, height: number): string {
  if (series.length === 0) return '';
  const prices = series.map((p) => p.OrtFiyat);
  const min = Math.min(...prices);
  const max = Math.max(...prices);
  const step = series.length > 1 ? width / (series.length - 1) : 0;
  const y = (v: number) => (max === min ? height / 2 : height - ((v - min) / (max - min)) * height);
  return prices.map((v, i) => `${round(i * step)},${round(y(v))}`).join(' ');
}

function round(value: number): number {
  return Math.round(value * 100) / 100;
}
