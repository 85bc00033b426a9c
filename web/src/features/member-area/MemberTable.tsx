import { Table } from '@mantine/core';
import type { ReactNode } from 'react';
import { TableRegion } from '../price-archive/TableRegion';

/** One column of a member-data table; the first column heads its row. */
export interface MemberColumn<T> {
  header: string;
  numeric?: boolean;
  cell: (row: T) => ReactNode;
}

/** A member-data list as a captioned table in a scrollable region. */
export function MemberTable<T>({
  rows,
  columns,
  caption,
  rowKey,
}: {
  rows: readonly T[];
  columns: ReadonlyArray<MemberColumn<T>>;
  caption: string;
  rowKey: (row: T, index: number) => string;
}) {
  const [first, ...rest] = columns;
  return (
    <TableRegion label={caption}>
      <Table striped withTableBorder captionSide="top" style={{ whiteSpace: 'nowrap' }}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {columns.map((c) => (
              <Table.Th key={c.header} scope="col" ta={c.numeric ? 'right' : 'left'}>
                {c.header}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row, i) => (
            <Table.Tr key={rowKey(row, i)}>
              {first && (
                <Table.Th scope="row" fw="normal" ta={first.numeric ? 'right' : 'left'}>
                  {first.cell(row)}
                </Table.Th>
              )}
              {rest.map((c) => (
                <Table.Td key={c.header} ta={c.numeric ? 'right' : 'left'}>
                  {c.cell(row)}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </TableRegion>
  );
}
