import type { ReactNode } from 'react';
import './figure-tiles.css';

/** Headline figures as labelled tiles (a description list: label, then value), wrapping to the width. */
export function FigureTiles({ items, label }: { items: readonly [string, ReactNode][]; label?: string }) {
  return (
    <dl className="figure-tiles" aria-label={label}>
      {items.map(([name, value]) => (
        <div key={name}>
          <dt>{name}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
