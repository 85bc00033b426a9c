import { type ReactNode, useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/react';
import './tables.css';

/**
 * A wide table's horizontally scrollable region, named and reachable by keyboard, so the page itself never
 * scrolls sideways (360 px phones). While the table is wider than the region its caption's text and first
 * column stay put, a shadow marks each side that hides more, and a cue pinned to the window's bottom while
 * the table is in view says it scrolls (`hidden-sides.ts`, loaded once the page runs: it lies over the table,
 * so the page never shifts, and the first view's scripts stay within their budget).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  const cue = useTranslation().t('table.scrollMore');
  const frame = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const watching = import('./hidden-sides').then((m) => m.watchHiddenSides(frame.current, cue));
    return () => void watching.then((stop) => stop());
  }, [cue]);
  return (
    <div ref={frame} className="table-frame">
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1) */}
      <section className="table-scroll" aria-label={label} tabIndex={0}>
        {children}
      </section>
    </div>
  );
}
