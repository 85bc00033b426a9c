// @vitest-environment jsdom
import { act, useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderInApp } from '../../test-support/render-app';
import { PriceChart, type PriceChartPoint } from './PriceChart';

const drawn = vi.hoisted(() => ({ count: 0 }));
vi.mock('./draw-price-chart', () => ({
  drawPriceChart: () => {
    drawn.count += 1;
    return { applyOptions: () => undefined, remove: () => undefined };
  },
}));

const points = (last: number): PriceChartPoint[] => [
  { date: '2026-11-24', avg: 10, min: 9, max: 11, quantity: 100 },
  { date: '2026-11-25', avg: last, min: 9, max: 12, quantity: 120 },
];

// A screen around the chart, rendering it again on demand with new arrays of points.
let setLast: (last: number) => void = () => undefined;
let renderAgain: () => void = () => undefined;
function Screen() {
  const [last, changeLast] = useState(11);
  const [, tick] = useState(0);
  setLast = changeLast;
  renderAgain = () => tick((n) => n + 1);
  return <PriceChart series={points(last)} unit="TL/kg" language="tr" />;
}

// Drawing is long work on a phone: a screen that renders again with the same points must not redraw.
describe('PriceChart', () => {
  it('draws once for the same points in new arrays, and again when a point changes', async () => {
    await renderInApp(<Screen />, 'tr');
    await vi.waitFor(() => expect(drawn.count).toBe(1));
    await act(async () => renderAgain());
    await act(async () => renderAgain());
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(drawn.count).toBe(1);
    await act(async () => setLast(12));
    await vi.waitFor(() => expect(drawn.count).toBe(2));
  });
});
