import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScrollRegion } from './ScrollRegion';

/** A column header of a striped table: its label, and right-aligned when the column holds numbers. */
export interface HeadCell {
  key: string;
  label: ReactNode;
  numeric?: boolean;
}

/** Props of a striped table. */
export interface StripedTableProps {
  caption: string;
  heads: readonly HeadCell[];
  /** The body's rows (`Table.Tr`). */
  children: ReactNode;
  /** The foot's rows (totals), if any. */
  foot?: ReactNode;
  /** Keep every cell on one line (default true). */
  nowrap?: boolean;
  /** Alternate row shades (default true). */
  striped?: boolean;
  highlightOnHover?: boolean;
  className?: string;
}

/**
 * A captioned, striped Mantine table in a keyboard-reachable scroll region, for tables whose rows a screen
 * lays out itself (`DataTable` for the ones described by columns): the header row, the rows, the foot.
 */
export function StripedTable(props: StripedTableProps) {
  const {
    caption,
    heads,
    children,
    foot,
    nowrap = true,
    striped = true,
    highlightOnHover,
    className,
  } = props;
  return (
    <ScrollRegion label={caption}>
      <Table
        striped={striped}
        highlightOnHover={highlightOnHover}
        withTableBorder
        captionSide="top"
        className={className}
        style={nowrap ? { whiteSpace: 'nowrap' } : undefined}
      >
        <Table.Caption>
          <span className="caption-text">{caption}</span>
        </Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {heads.map((h) => (
              <Table.Th key={h.key} scope="col" ta={h.numeric ? 'right' : undefined}>
                {h.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>{children}</Table.Tbody>
        {foot && <Table.Tfoot>{foot}</Table.Tfoot>}
      </Table>
    </ScrollRegion>
  );
}

/** A right-aligned number cell of a striped table. */
export function NumberCell({ children }: { children: ReactNode }) {
  return <Table.Td ta="right">{children}</Table.Td>;
}
