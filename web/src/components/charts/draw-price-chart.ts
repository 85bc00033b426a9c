import {
  AreaSeries,
  ColorType,
  createChart,
  HistogramSeries,
  type IChartApi,
  LineSeries,
  LineStyle,
} from 'lightweight-charts';
import type { PriceChartData } from './price-chart-data';

/** How the chart formats prices, volumes and dates (the language's Intl formats). */
export interface ChartFormatters {
  locale: string;
  price: (value: number) => string;
  volume: (value: number) => string;
}

const BACKGROUND = '#ffffff';
const AVG_COLOR = '#1864ab';
const BAND_COLOR = 'rgba(24, 100, 171, 0.16)';
const VOLUME_COLOR = 'rgba(73, 80, 87, 0.45)';

function baseOptions(width: number, height: number, f: ChartFormatters) {
  return {
    width,
    height,
    layout: {
      background: { type: ColorType.Solid, color: BACKGROUND },
      textColor: '#343a40',
      attributionLogo: false,
    },
    localization: { locale: f.locale, priceFormatter: f.price },
    rightPriceScale: { borderVisible: false },
    timeScale: { borderVisible: false },
    grid: { vertLines: { visible: false }, horzLines: { color: '#f1f3f5' } },
  };
}

// The min–max band: the max area filled with the band colour, then the min area filled with the
// background, which hides the band below the low (lightweight-charts has no native band series).
function addBand(chart: IChartApi, data: PriceChartData): void {
  const common = {
    lineWidth: 1 as const,
    priceLineVisible: false,
    lastValueVisible: false,
    crosshairMarkerVisible: false,
  };
  chart
    .addSeries(AreaSeries, {
      ...common,
      lineColor: BAND_COLOR,
      topColor: BAND_COLOR,
      bottomColor: BAND_COLOR,
    })
    .setData(data.max);
  chart
    .addSeries(AreaSeries, {
      ...common,
      lineColor: BAND_COLOR,
      topColor: BACKGROUND,
      bottomColor: BACKGROUND,
    })
    .setData(data.min);
}

function addVolume(chart: IChartApi, data: PriceChartData, f: ChartFormatters): void {
  const volume = chart.addSeries(
    HistogramSeries,
    { color: VOLUME_COLOR, priceFormat: { type: 'custom', formatter: f.volume }, priceLineVisible: false },
    1,
  );
  volume.setData(data.volume);
  chart.panes()[1]?.setStretchFactor(0.3);
}

/** Draws the chart into a container; returns the chart (call `remove()` to dispose of it). */
export function drawPriceChart(
  container: HTMLElement,
  data: PriceChartData,
  height: number,
  f: ChartFormatters,
): IChartApi {
  const chart = createChart(container, baseOptions(container.clientWidth, height, f));
  // A chart of averages only (no band, no volumes) leaves both out rather than drawing them empty.
  if (data.max.length > 0) addBand(chart, data);
  for (const overlay of data.overlays) {
    chart
      .addSeries(LineSeries, {
        color: overlay.color,
        lineWidth: 1,
        lineStyle: LineStyle.Dashed,
        priceLineVisible: false,
        lastValueVisible: false,
        title: overlay.label,
      })
      .setData(overlay.points);
  }
  chart.addSeries(LineSeries, { color: AVG_COLOR, lineWidth: 2 }).setData(data.avg);
  if (data.volume.length > 0) addVolume(chart, data, f);
  chart.timeScale().fitContent();
  return chart;
}
