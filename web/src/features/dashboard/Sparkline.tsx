import { type SeriesPoint, sparklinePoints } from './sparkline';

const WIDTH = 120;
const HEIGHT = 30;

/** A 30-day sparkline as a tiny inline SVG (no chart library on the first load). */
export function Sparkline({ series, label }: { series: readonly SeriesPoint[]; label: string }) {
  if (series.length < 2) return null;
  return (
    <svg
      className="sparkline"
      viewBox={`-1 -1 ${WIDTH + 2} ${HEIGHT + 2}`}
      preserveAspectRatio="none"
      role="img"
      aria-label={label}
    >
      <polyline
        points={sparklinePoints(series, WIDTH, HEIGHT)}
        fill="none"
        stroke="currentColor"
        strokeWidth="1.5"
        vectorEffect="non-scaling-stroke"
      />
    </svg>
  );
}
