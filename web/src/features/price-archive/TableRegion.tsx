import './table-region.css';
import type { CSSProperties, ReactNode } from 'react';

const scroll: CSSProperties = { overflowX: 'auto', maxWidth: '100%' };

/** A wide table's horizontally scrollable, focusable region (the page itself never scrolls sideways). */
export function TableRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1)
    <section className="table-region" aria-label={label} tabIndex={0} style={scroll}>
      {children}
    </section>
  );
}
