/** Pure helpers of the hall screen: its pages, its names and its clock. */

/** A page of the board: the rows from `start` up to (not including) `end`. */
export interface PageSpan {
  start: number;
  end: number;
}

/**
 * The rows split into pages by what fits: each page takes rows in order while their heights add up to at
 * most `available` pixels; a row taller than that gets a page of its own (it is never split or dropped).
 * At least one page (empty without rows).
 */
export function fitPages(heights: readonly number[], available: number): PageSpan[] {
  const pages: PageSpan[] = [];
  let start = 0;
  let used = 0;
  heights.forEach((height, i) => {
    // Half a pixel of slack: measured heights are fractions, rounded by the browser.
    if (i > start && used + height > available + 0.5) {
      pages.push({ start, end: i });
      start = i;
      used = 0;
    }
    used += height;
  });
  pages.push({ start, end: heights.length });
  return pages;
}

/** The name a row shows: the short name data staff set, else the full name (which the screen clamps). */
export function shownName(full: string, short: string | null | undefined): string {
  const trimmed = short?.trim();
  return trimmed ? trimmed : full;
}

/** Seconds a page stays before the next (`?sure=` 3..120, default 12). */
export function pageSeconds(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 3 && n <= 120 ? n : 12;
}

/** Istanbul wall-clock time `HH:MM:SS` of an instant (core's, which every surface uses). */
export { istanbulClock } from '@bulten/core/plain';
