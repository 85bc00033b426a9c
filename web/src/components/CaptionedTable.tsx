import type { ReactNode } from 'react';
import { ScrollRegion } from './ScrollRegion';
import type { HeadCell } from './StripedTable';

/** A table's header row: column headers, number columns right-aligned (`num`). */
export function HeadRow({ heads }: { heads: readonly HeadCell[] }) {
  return (
    <thead>
      <tr>
        {heads.map((h) => (
          <th key={h.key} scope="col" className={h.numeric ? 'num' : undefined}>
            {h.label}
          </th>
        ))}
      </tr>
    </thead>
  );
}

/**
 * A captioned `data-table` in a keyboard-reachable scroll region whose bodies a screen lays out itself
 * (`tbody` and `tfoot` elements as children); `DataTable` for the ones described by columns.
 */
export function CaptionedTable({
  caption,
  className,
  heads,
  children,
}: {
  caption: string;
  /** Classes beside `data-table`. */
  className?: string;
  heads: readonly HeadCell[];
  children: ReactNode;
}) {
  return (
    <ScrollRegion label={caption}>
      <table className={className ? `data-table ${className}` : 'data-table'}>
        <caption>
          <span className="caption-text">{caption}</span>
        </caption>
        <HeadRow heads={heads} />
        {children}
      </table>
    </ScrollRegion>
  );
}
