import { type RefObject, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { fitPages, type PageSpan } from './hall-pages';

/** How the board is laid out: its pages and the widths of its figure columns. */
export interface BoardLayout {
  pages: PageSpan[];
  widths: readonly [number, number];
}

/** Smaller letters a name may take (`data-fit` 1, 2) before it is cut to two lines. */
export const NAME_FITS = 2;

/** How much smaller each shown name is written (0: full size), by the name. */
export type NameFits = ReadonlyMap<string, number>;

function sameLayout(a: BoardLayout | null, b: BoardLayout): boolean {
  return (
    a !== null &&
    a.widths[0] === b.widths[0] &&
    a.widths[1] === b.widths[1] &&
    a.pages.length === b.pages.length &&
    a.pages.every((p, i) => p.start === b.pages[i]?.start && p.end === b.pages[i]?.end)
  );
}

/** The names of the measuring table that need more than two lines and may still get smaller; null: none. */
function namesToShrink(table: HTMLTableElement, fits: NameFits): NameFits | null {
  const next = new Map(fits);
  let changed = false;
  for (const cell of table.querySelectorAll<HTMLElement>('.hall-name')) {
    const name = cell.textContent ?? '';
    const level = fits.get(name) ?? 0;
    if (level < NAME_FITS && cell.scrollHeight > cell.clientHeight + 1) {
      next.set(name, level + 1);
      changed = true;
    }
  }
  return changed ? next : null;
}

/** The layout read off the measuring table (every row) inside the board's area. */
function measure(area: HTMLElement, table: HTMLTableElement): BoardLayout | null {
  const body = table.tBodies[0];
  const heads = table.tHead?.rows[0]?.cells;
  if (!body || !heads || heads.length < 3) return null;
  // Caption and column heads stand above every page.
  const above = body.getBoundingClientRect().top - table.getBoundingClientRect().top;
  const heights = [...body.rows].map((row) => row.getBoundingClientRect().height);
  const width = (i: number) => Math.ceil(heads[i]!.getBoundingClientRect().width);
  return { pages: fitPages(heights, area.clientHeight - above), widths: [width(1), width(2)] };
}

/**
 * The board's pages computed from what fits. The hidden measuring table holds every row at the board's
 * width: a name that needs more than two lines is written smaller (at most `NAME_FITS` steps; past that
 * it is cut to two lines), then each row's height, the room under the caption and heads, and the figure
 * columns' widths are read. All before the first paint, and again when the area's size or the rows change.
 */
export function useBoardPages(area: RefObject<HTMLElement | null>, rows: unknown) {
  const tableRef = useRef<HTMLTableElement>(null);
  const [fits, setFits] = useState<NameFits>(() => new Map());
  const [layout, setLayout] = useState<BoardLayout | null>(null);
  const [resized, setResized] = useState(0);
  // biome-ignore lint/correctness/useExhaustiveDependencies: measured again when rows, fits or size change
  useLayoutEffect(() => {
    const table = tableRef.current;
    const box = area.current;
    if (!table || !box) return;
    // Each pass writes some names one step smaller: at most NAME_FITS passes before the layout is read.
    const smaller = namesToShrink(table, fits);
    if (smaller) return setFits(smaller);
    const next = measure(box, table);
    if (next) setLayout((current) => (sameLayout(current, next) ? current : next));
  }, [rows, fits, resized]);
  useEffect(() => {
    const target = area.current;
    if (!target) return;
    let width = target.clientWidth;
    let height = target.clientHeight;
    const observer = new ResizeObserver(() => {
      if (target.clientWidth === width && target.clientHeight === height) return;
      width = target.clientWidth;
      height = target.clientHeight;
      // Another size: every name may take its full size again.
      setFits(new Map());
      setResized((n) => n + 1);
    });
    observer.observe(target);
    // Letters of a font that arrives late change every height.
    void document.fonts?.ready.then(() => setResized((n) => n + 1));
    return () => observer.disconnect();
  }, [area]);
  return { layout, fits, tableRef };
}
