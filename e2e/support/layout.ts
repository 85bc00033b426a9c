import type { Locator, Page } from 'playwright-core';
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

/** How a mark in a table cell (a "corrected" badge, say) is laid out. */
export interface MarkLayout {
  text: string;
  /** Its words all shown: nothing cut or ellipsed. */
  whole: boolean;
  /** Inside its own cell, left to right. */
  insideCell: boolean;
  /** Drawn over the cell's other text (its figure). */
  overFigure: boolean;
  /** The cell's content spills past its edge (over the next column). */
  cellSpills: boolean;
}

/** Every element matching `selector` inside a table, measured against its cell and the cell's other text. */
export function markLayouts(table: Locator, selector: string): Promise<MarkLayout[]> {
  return table.evaluate((element, markSelector) => {
    const overlaps = (a: DOMRect, b: DOMRect) =>
      a.left < b.right - 0.5 && b.left < a.right - 0.5 && a.top < b.bottom - 0.5 && b.top < a.bottom - 0.5;
    return [...element.querySelectorAll<HTMLElement>(markSelector)].map((mark) => {
      const cell = mark.closest('td, th') as HTMLElement;
      const box = mark.getBoundingClientRect();
      const cellBox = cell.getBoundingClientRect();
      // The cell's own text outside the mark, however deep its wrappers (a card's `cell-value`) nest it.
      const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT);
      const others: Node[] = [];
      for (let n = walker.nextNode(); n; n = walker.nextNode())
        if (!mark.contains(n) && (n.textContent ?? '').trim() !== '') others.push(n);
      const overFigure = others.some((node) => {
        const range = document.createRange();
        range.selectNodeContents(node);
        return [...range.getClientRects()].some((r) => overlaps(r, box));
      });
      return {
        text: (mark.textContent ?? '').trim(),
        whole: mark.scrollWidth <= mark.clientWidth + 0.5 && !(mark.textContent ?? '').includes('…'),
        insideCell: box.left >= cellBox.left - 0.5 && box.right <= cellBox.right + 0.5,
        overFigure,
        cellSpills: cell.scrollWidth > cell.clientWidth + 0.5,
      };
    });
  }, selector);
}
