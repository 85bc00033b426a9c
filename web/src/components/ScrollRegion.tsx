import type { ReactNode } from 'react';
import './tables.css';

/**
 * A wide table's horizontally scrollable region, named and reachable by keyboard, so the page itself never
 * scrolls sideways (360 px phones).
 */
export function ScrollRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section className="table-scroll" aria-label={label} tabIndex={0}>
      {children}
    </section>
  );
}
