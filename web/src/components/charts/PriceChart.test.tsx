// @vitest-environment jsdom
import { act, useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
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

  describe('on a screen that reports what is visible', () => {
    let report: (ratio: number) => void = () => undefined;
    let threshold: IntersectionObserverInit['threshold'];
    class ReportedObserver {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        threshold = options?.threshold;
        report = (ratio) =>
          callback(
            [{ isIntersecting: ratio > 0, intersectionRatio: ratio } as IntersectionObserverEntry],
            this as unknown as IntersectionObserver,
          );
      }
      observe() {}
      disconnect() {}
    }
    afterEach(() => vi.unstubAllGlobals());

    it('is not loaded for a sliver of its frame at the fold, and is once a tenth of it shows', async () => {
      vi.stubGlobal('IntersectionObserver', ReportedObserver);
      drawn.count = 0;
      await renderInApp(<PriceChart series={points(11)} unit="TL/kg" language="tr" />, 'tr');
      expect(threshold).toBe(0.1);
      // 7 px of a 320 px frame: what an English product page showed at the fold of Lighthouse's phone.
      await act(async () => report(7 / 320));
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(drawn.count).toBe(0);
      await act(async () => report(0.1));
      await vi.waitFor(() => expect(drawn.count).toBe(1));
    });
  });
});
