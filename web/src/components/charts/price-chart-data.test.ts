import { describe, expect, it } from 'vitest';
import { avgRange, OVERLAY_COLORS, sameChartData, toChartData, uniqueByDate } from './price-chart-data';

const p = (date: string, avg: number) => ({ date, avg, min: avg - 1, max: avg + 1, quantity: avg * 10 });

describe('price chart data', () => {
  it('sorts by date and keeps the last point of a repeated date', () => {
    expect(uniqueByDate([p('2026-01-03', 3), p('2026-01-01', 1), p('2026-01-03', 4)])).toEqual([
      p('2026-01-01', 1),
      p('2026-01-03', 4),
    ]);
  });

  it('splits the series and colours the overlays in order', () => {
    const data = toChartData(
      [p('2026-01-02', 2), p('2026-01-01', 1)],
      [
        { label: '2025', points: [{ date: '2026-01-01', avg: 5 }] },
        { label: '2024', points: [] },
      ],
    );
    expect(data.avg).toEqual([
      { time: '2026-01-01', value: 1 },
      { time: '2026-01-02', value: 2 },
    ]);
    expect(data.min.map((x) => x.value)).toEqual([0, 1]);
    expect(data.max.map((x) => x.value)).toEqual([2, 3]);
    expect(data.volume.map((x) => x.value)).toEqual([10, 20]);
    expect(data.overlays).toEqual([
      { label: '2025', color: OVERLAY_COLORS[0], points: [{ time: '2026-01-01', value: 5 }] },
      { label: '2024', color: OVERLAY_COLORS[1], points: [] },
    ]);
  });

  it('gives the range of the averages, or null without points', () => {
    expect(avgRange([p('2026-01-01', 5), p('2026-01-02', 2), p('2026-01-03', 7)])).toEqual({
      low: 2,
      high: 7,
    });
    expect(avgRange([])).toBeNull();
  });

  it('tells charts that draw the same from charts that differ in any point, label or colour', () => {
    const series = [p('2026-01-01', 1), p('2026-01-02', 2)];
    const overlays = [{ label: '2025', points: [{ date: '2026-01-01', avg: 5 }] }];
    const chart = toChartData(series, overlays);
    expect(sameChartData(chart, toChartData([...series].reverse(), [...overlays]))).toBe(true);
    expect(sameChartData(chart, toChartData([p('2026-01-01', 1), p('2026-01-02', 3)], overlays))).toBe(false);
    expect(sameChartData(chart, toChartData([p('2026-01-01', 1)], overlays))).toBe(false);
    expect(sameChartData(chart, toChartData(series, [{ ...overlays[0]!, label: '2024' }]))).toBe(false);
    expect(sameChartData(chart, toChartData(series, []))).toBe(false);
    expect(
      sameChartData(chart, { ...chart, volume: chart.volume.map((v) => ({ ...v, value: v.value + 1 })) }),
    ).toBe(false);
  });
});
