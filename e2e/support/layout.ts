import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** The document's scroll width (no sideways scroll when ≤ the viewport). */
export function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

/** The elements reaching past the right edge, and the first table's ancestors (to explain a sideways scroll). */
export function wideElements(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const describe = (el: Element) =>
      `${el.tagName}.${String(el.className).slice(0, 50)} w=${Math.round(el.getBoundingClientRect().width)} ox=${getComputedStyle(el).overflowX}`;
    const wide = [...document.querySelectorAll('body *')]
      .filter(
        (el) =>
          el.getBoundingClientRect().right > width + 1 &&
          !el.parentElement?.closest('.table-scroll, .ticker-text'),
      )
      .slice(0, 8)
      .map(describe);
    const chain: string[] = [];
    for (let el = document.querySelector('table')?.parentElement; el; el = el.parentElement)
      chain.push(describe(el));
    return [...wide, '--', ...chain.slice(0, 8)];
  });
}

/** Expects the page to fit its window's width (no sideways scroll); a failure names what reaches past it. */
export async function expectNoSidewaysScroll(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  const measured = await scrollWidth(page);
  const why = measured > width ? (await wideElements(page)).join('\n') : undefined;
  expect(measured, why).toBeLessThanOrEqual(width);
}
