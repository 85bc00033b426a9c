import type { AnalysisKey, HallLotWithAnalyses } from '@bulten/core';
import { analysisByKey } from '@bulten/core/plain';
import { SimpleGrid } from '@mantine/core';
import { useServices } from '../../app/services';
import { analysisLabel } from '../../format/analyses';
import { formatNumber } from '../../format/numbers';
import { useTranslation } from '../../i18n/react';
import { paddedExtent, scale, scatterPoints } from './scatter';

const W = 320;
const H = 200;
const M = { left: 52, right: 10, top: 10, bottom: 34 };

/** The analyses hall lots' prices are plotted against (the table beside the plots has them all). */
export const SCATTER_ANALYSES: readonly AnalysisKey[] = ['Protein', 'Hektolitre'];

/** What a scatter plots of a lot: its price and analyses. */
export type ScatterLot = Pick<HallLotWithAnalyses, AnalysisKey | 'BirimFiyat'>;

/** Props of one price-against-analysis scatter plot. */
export interface LotScatterProps<L extends ScatterLot = ScatterLot> {
  lots: readonly L[];
  analysis: AnalysisKey;
  /** Price unit of the lots' prices, e.g. `TL/kg`. */
  unit: string;
  /** Lots drawn larger and in another colour (e.g. the producer's own lot), named in the caption. */
  highlight?: { is: (lot: L) => boolean; label: string };
}

/** Hall lots' unit price against one analysis as a tiny SVG (the accessible table sits beside it). */
export function LotScatter<L extends ScatterLot>({ lots, analysis, unit, highlight }: LotScatterProps<L>) {
  const { t } = useTranslation();
  const { language } = useServices();
  const axisLabel = analysisLabel(analysisByKey(analysis), language);
  const points = scatterPoints(
    lots,
    (l) => l[analysis],
    (l) => l.BirimFiyat,
  );
  const xs = paddedExtent(points.map((p) => p.x));
  const ys = paddedExtent(points.map((p) => p.y));
  const marked = highlight
    ? scatterPoints(
        lots.filter(highlight.is),
        (l) => l[analysis],
        (l) => l.BirimFiyat,
      )
    : [];
  const title = t('product.scatterTitle', { analysis: axisLabel, count: points.length });
  if (!xs || !ys) return null;
  const sx = scale(xs, [M.left, W - M.right]);
  const sy = scale(ys, [H - M.bottom, M.top]);
  return (
    <figure className="lot-scatter">
      <svg viewBox={`0 0 ${W} ${H}`} role="img" aria-label={title} width="100%">
        <line x1={M.left} y1={H - M.bottom} x2={W - M.right} y2={H - M.bottom} stroke="#495057" />
        <line x1={M.left} y1={M.top} x2={M.left} y2={H - M.bottom} stroke="#495057" />
        {[xs[0], xs[1]].map((v) => (
          <text
            key={`x${v}`}
            x={sx(v)}
            y={H - M.bottom + 14}
            fontSize="10"
            textAnchor="middle"
            fill="#343a40"
          >
            {formatNumber(language, v, 1)}
          </text>
        ))}
        {[ys[0], ys[1]].map((v) => (
          <text key={`y${v}`} x={M.left - 4} y={sy(v) + 3} fontSize="10" textAnchor="end" fill="#343a40">
            {formatNumber(language, v, 2)}
          </text>
        ))}
        <text x={(M.left + W) / 2} y={H - 4} fontSize="11" textAnchor="middle" fill="#343a40">
          {axisLabel}
        </text>
        {points.map((p, i) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: lots may share both values
          <circle key={i} cx={sx(p.x)} cy={sy(p.y)} r={3.5} fill="rgba(24, 100, 171, 0.6)" />
        ))}
        {marked.map((p) => (
          <circle
            key={`${p.x}:${p.y}`}
            cx={sx(p.x)}
            cy={sy(p.y)}
            r={6}
            fill="#e8590c"
            stroke="#212529"
            strokeWidth={1.5}
          />
        ))}
      </svg>
      <figcaption className="scatter-caption">
        {title} ({unit}){highlight && marked.length > 0 ? ` · ${highlight.label}` : ''}
      </figcaption>
    </figure>
  );
}

/** The lots' price against each of `SCATTER_ANALYSES`, side by side from tablet width. */
export function LotScatters<L extends ScatterLot>({
  lots,
  unit,
  highlight,
}: Omit<LotScatterProps<L>, 'analysis'>) {
  return (
    <SimpleGrid cols={{ base: 1, sm: 2 }}>
      {SCATTER_ANALYSES.map((key) => (
        <LotScatter key={key} lots={lots} analysis={key} unit={unit} highlight={highlight} />
      ))}
    </SimpleGrid>
  );
}
