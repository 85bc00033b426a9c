import { type CSSProperties, type ReactNode, type RefObject, useEffect, useRef, useState } from 'react';
import { useTranslation } from '../i18n/react';
import './tables.css';

/** Which sides of a scroll region hide more of its table, and where its header row starts. */
interface Edges {
  start: boolean;
  end: boolean;
  /** Offset of the table's header row from the region's top (the fade starts there, below the caption). */
  headTop: number;
}

const NONE: Edges = { start: false, end: false, headTop: 0 };

function measure(region: HTMLElement): Edges {
  const hidden = region.scrollWidth - region.clientWidth;
  const x = Math.abs(region.scrollLeft);
  const head = region.querySelector('thead');
  return { start: hidden > 1 && x > 1, end: hidden > 1 && x < hidden - 1, headTop: head?.offsetTop ?? 0 };
}

/** The region's hidden sides, measured again when it or its table changes size and when it scrolls. */
function useHiddenEdges(ref: RefObject<HTMLElement | null>): Edges {
  const [edges, setEdges] = useState(NONE);
  useEffect(() => {
    const region = ref.current;
    if (!region) return;
    const update = () =>
      setEdges((before) => {
        const now = measure(region);
        const same = before.start === now.start && before.end === now.end && before.headTop === now.headTop;
        return same ? before : now;
      });
    update();
    region.addEventListener('scroll', update, { passive: true });
    // Rows arrive, the window turns, fonts load: each changes what fits.
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(update);
    observer?.observe(region);
    if (region.firstElementChild) observer?.observe(region.firstElementChild);
    return () => {
      region.removeEventListener('scroll', update);
      observer?.disconnect();
    };
  }, [ref]);
  return edges;
}

/**
 * A wide table's horizontally scrollable region, named and reachable by keyboard, so the page itself never
 * scrolls sideways (360 px phones). While the table is wider than the region its first column stays put,
 * a shadow marks each side that hides more, and a cue pinned to the window's bottom while the table is in
 * view says it scrolls (lying over the table, so it never moves the page when it appears after the first
 * paint).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  const ref = useRef<HTMLElement>(null);
  const edges = useHiddenEdges(ref);
  return (
    <div
      className="table-frame"
      data-more-start={edges.start || undefined}
      data-more-end={edges.end || undefined}
      style={{ '--table-head-top': `${edges.headTop}px` } as CSSProperties}
    >
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <section ref={ref} className="table-scroll" aria-label={label} tabIndex={0}>
        {children}
      </section>
      {edges.end && (
        <span className="scroll-cue" aria-hidden="true">
          {t('table.scrollMore')}
        </span>
      )}
    </div>
  );
}
