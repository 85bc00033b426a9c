import type { Language } from '@bulten/core';
import { Group, Skeleton, Text } from '@mantine/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { localeOf } from '../../format/locales';
import { formatNumber } from '../../format/numbers';
import { useTranslation } from '../../i18n/react';
import { nextTask } from '../next-task';
import type { ChartFormatters } from './draw-price-chart';
import {
  avgRange,
  type PriceChartOverlay,
  type PriceChartPoint,
  sameChartData,
  toChartData,
} from './price-chart-data';
import './price-chart.css';

export type { PriceChartOverlay, PriceChartPoint } from './price-chart-data';

/** Props of the price chart. */
export interface PriceChartProps {
  /** One point per trading day (any order; one per date is kept). */
  series: readonly PriceChartPoint[];
  /** Comparison lines (e.g. the same window in earlier years). */
  overlays?: readonly PriceChartOverlay[];
  /** Price unit label, e.g. `TL/kg`. */
  unit: string;
  language: Language;
  /** Height of the drawing in CSS pixels. */
  height?: number;
  /** Only the average line (named by this label) and the overlays: no min–max band, no volume bars. */
  averageOnly?: { label: string };
}

function formatters(language: Language): ChartFormatters {
  return {
    locale: localeOf(language),
    price: (v) => formatNumber(language, v, 4),
    volume: (v) => formatNumber(language, v, 0),
  };
}

// The share of the chart that counts as seen: a sliver of its frame at the fold (the skeleton's top pixels)
// is no chart yet, and loading the library and drawing are long work on a phone while the page starts.
const SEEN_RATIO = 0.1;

/**
 * Calls `then` once a tenth of the element is on screen, or at once when it `already` was (drawing a chart
 * is long work on a phone: not before it is seen).
 */
function whenVisible(element: Element, then: () => void, already: boolean): { disconnect(): void } {
  if (already || typeof IntersectionObserver === 'undefined') {
    then();
    return { disconnect: () => undefined };
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.intersectionRatio >= SEEN_RATIO)) return;
      observer.disconnect();
      then();
    },
    { threshold: SEEN_RATIO },
  );
  observer.observe(element);
  return observer;
}

/**
 * Weighted-average line, min–max band and volume bars of a price series (lightweight-charts, loaded and
 * drawn when the chart comes on screen, so that it never weighs on the first page load). The drawing carries a text summary for screen
 * readers; the legend names every line.
 */
export function PriceChart({
  series,
  overlays = [],
  unit,
  language,
  height = 320,
  averageOnly,
}: PriceChartProps) {
  const { t } = useTranslation();
  const container = useRef<HTMLDivElement>(null);
  const [drawn, setDrawn] = useState(false);
  const onScreen = useRef(false);
  const onlyAverage = averageOnly !== undefined;
  const computed = useMemo(() => {
    const all = toChartData(series, overlays);
    return onlyAverage ? { ...all, min: [], max: [], volume: [] } : all;
  }, [series, overlays, onlyAverage]);
  // The same points in new arrays (a screen's re-render) keep the drawn chart: drawing is long work on a phone.
  // React's pattern for state derived from the previous render: set while rendering, rendered again at once.
  const [data, setData] = useState(computed);
  if (data !== computed && !sameChartData(data, computed)) setData(computed);

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let disposed = false;
    let cleanup = () => {};
    const draw = () =>
      void import('./draw-price-chart').then(async ({ drawPriceChart }) => {
        // The library's first evaluation and the drawing: each long work on a phone, in tasks of their own.
        await nextTask();
        if (disposed) return;
        const chart = drawPriceChart(element, data, height, formatters(language));
        const observer = new ResizeObserver(() => chart.applyOptions({ width: element.clientWidth }));
        observer.observe(element);
        cleanup = () => {
          observer.disconnect();
          chart.remove();
        };
        setDrawn(true);
      });
    // Once on screen, a chart whose data changes is drawn again at once.
    const seen = whenVisible(
      element,
      () => {
        onScreen.current = true;
        draw();
      },
      onScreen.current,
    );
    return () => {
      disposed = true;
      seen.disconnect();
      cleanup();
      setDrawn(false);
    };
  }, [data, height, language]);

  const range = avgRange(series);
  const summary = range
    ? t('charts.summary', {
        count: data.avg.length,
        low: formatNumber(language, range.low, 4),
        high: formatNumber(language, range.high, 4),
        unit,
      })
    : t('charts.empty');

  return (
    <figure className="price-chart">
      <div className="price-chart-frame" style={{ height }}>
        {!drawn && <Skeleton className="price-chart-skeleton" height={height} />}
        <div ref={container} className="price-chart-canvas" role="img" aria-label={summary} />
      </div>
      <figcaption>
        <Group gap="md" className="price-chart-legend" component="ul">
          <LegendItem className="swatch-avg" label={averageOnly?.label ?? t('charts.average', { unit })} />
          {!averageOnly && <LegendItem className="swatch-band" label={t('charts.band')} />}
          {!averageOnly && <LegendItem className="swatch-volume" label={t('charts.volume')} />}
          {data.overlays.map((o) => (
            <LegendItem key={o.label} color={o.color} dashed label={o.label} />
          ))}
        </Group>
      </figcaption>
    </figure>
  );
}

function LegendItem(props: { label: string; className?: string; color?: string; dashed?: boolean }) {
  const style = props.color ? { borderColor: props.color } : undefined;
  return (
    <li className="price-chart-legend-item">
      <span
        aria-hidden="true"
        className={`swatch ${props.className ?? ''} ${props.dashed ? 'swatch-dashed' : ''}`}
        style={style}
      />
      <Text span size="sm">
        {props.label}
      </Text>
    </li>
  );
}
