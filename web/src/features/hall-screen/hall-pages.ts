/** Pure helpers of the hall screen: its pages and its clock. */

/** Class rows one page of the board holds at 1920×1080. */
export const ROWS_PER_PAGE = 7;

/** Seconds a page stays before the next (`?sure=` 3..120, default 12). */
export function pageSeconds(value: string | null): number {
  const n = Number(value);
  return Number.isInteger(n) && n >= 3 && n <= 120 ? n : 12;
}

/** The rows split into pages of `size` (at least one page, empty when there are no rows). */
export function pagesOf<T>(rows: readonly T[], size = ROWS_PER_PAGE): T[][] {
  const pages: T[][] = [];
  for (let i = 0; i < rows.length; i += size) pages.push(rows.slice(i, i + size));
  return pages.length > 0 ? pages : [[]];
}

/** Istanbul wall-clock time `HH:MM:SS` of an instant (core's, which every surface uses). */
export { istanbulClock } from '@bulten/core/plain';
