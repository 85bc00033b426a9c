import type { Language } from '@bulten/core';
import { UnstyledButton } from '@mantine/core';
import type { ReactNode } from 'react';
import { ScrollRegion } from './ScrollRegion';

/** One column of a data table: header, alignment and the cell of a row in a language. */
export interface Column<T> {
  key: string;
  label: string;
  /** Right-aligned, tabular digits. */
  numeric?: boolean;
  /** The row's buttons: kept in view at the table's end while it scrolls, a card's last line on a phone. */
  actions?: boolean;
  cell: (row: T, language: Language) => ReactNode;
}

/** A table's order: the sorted column's key and direction; every column whose key is in `keys` sorts. */
export interface TableSort<K extends string> {
  keys: readonly K[];
  key: K;
  direction: 'asc' | 'desc';
  onSort: (key: K) => void;
}

/** Props of a data table. */
export interface DataTableProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  /** A key unique among the rows (the row's index when nothing else is). */
  rowKey: (row: T, index: number) => string;
  caption: string;
  language: Language;
  /** Sortable headers (announced through `aria-sort`). */
  sort?: TableSort<string>;
  /** A totals row (`<tr>` elements) for the table's `tfoot`. */
  foot?: ReactNode;
  /** The key of the column whose cells head their rows (default: the first column). */
  rowHeader?: string;
  /**
   * On a phone: `cards` (default without `sort`) shows each row as a card of `label: value` lines headed by
   * its row header; `scroll` keeps the columns, the first one fixed, and the region scrolls sideways.
   */
  narrow?: 'cards' | 'scroll';
}

function ariaSort(columnKey: string, sort: TableSort<string> | undefined) {
  if (!sort?.keys.includes(columnKey)) return undefined;
  if (sort.key !== columnKey) return 'none';
  return sort.direction === 'asc' ? 'ascending' : 'descending';
}

/** A cell's class: `num` for numbers (right-aligned), `actions` for a row's buttons. */
const alignment = (c: { numeric?: boolean; actions?: boolean }) =>
  c.numeric ? 'num' : c.actions ? 'actions' : undefined;

/** The header row; a sortable column's label is a button with the order's arrow (hidden from readers). */
function HeaderRow({
  columns,
  sort,
}: {
  columns: readonly { key: string; label: string; numeric?: boolean; actions?: boolean }[];
  sort?: TableSort<string>;
}) {
  return (
    <tr>
      {columns.map((c) => {
        const arrow = sort?.key !== c.key ? ' ↕' : sort.direction === 'asc' ? ' ▲' : ' ▼';
        return (
          <th key={c.key} scope="col" className={alignment(c)} aria-sort={ariaSort(c.key, sort)}>
            {sort?.keys.includes(c.key) ? (
              <UnstyledButton onClick={() => sort.onSort(c.key)} className="sort-button">
                {c.label}
                <span aria-hidden="true">{arrow}</span>
              </UnstyledButton>
            ) : (
              c.label
            )}
          </th>
        );
      })}
    </tr>
  );
}

/** One body row: the row header's cell a `th`, the others `td` labelled with their column (read by cards). */
function BodyRow<T>(props: {
  row: T;
  columns: readonly Column<T>[];
  header: string | undefined;
  language: Language;
}) {
  return (
    <tr>
      {props.columns.map((c) => {
        const Cell = c.key === props.header ? 'th' : 'td';
        return (
          <Cell
            key={c.key}
            scope={Cell === 'th' ? 'row' : undefined}
            className={alignment(c)}
            data-label={c.label}
          >
            <div className="cell-value">{c.cell(props.row, props.language)}</div>
          </Cell>
        );
      })}
    </tr>
  );
}

/**
 * A captioned table in a scroll region: column headers, row headers (first column by default), all rows;
 * on a phone each row a card unless `narrow` says otherwise.
 */
export function DataTable<T>(props: DataTableProps<T>) {
  const { rows, columns, rowKey, caption, language, sort, foot } = props;
  const header = props.rowHeader ?? columns[0]?.key;
  const cards = (props.narrow ?? (sort ? 'scroll' : 'cards')) === 'cards';
  return (
    <ScrollRegion label={caption}>
      <table className={cards ? 'data-table cards' : 'data-table'}>
        <caption>
          <span className="caption-text">{caption}</span>
        </caption>
        <thead>
          <HeaderRow columns={columns} sort={sort} />
        </thead>
        <tbody>
          {rows.map((row, index) => (
            <BodyRow
              key={rowKey(row, index)}
              row={row}
              columns={columns}
              header={header}
              language={language}
            />
          ))}
        </tbody>
        {foot && <tfoot>{foot}</tfoot>}
      </table>
    </ScrollRegion>
  );
}
