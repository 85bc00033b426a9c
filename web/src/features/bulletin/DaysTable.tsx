import type { Language } from '@bulten/core';
import { Pagination } from '@mantine/core';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from './ScrollRegion';

/** One column of a paged data table. */
export interface Column<T> {
  key: string;
  label: string;
  numeric?: boolean;
  cell: (row: T, language: Language) => ReactNode;
}

/** Rows per page of the product page's tables. */
export const PAGE_SIZE = 20;

/** Props of a paged table whose page lives in the URL. */
export interface DaysTableProps<T> {
  rows: readonly T[];
  columns: readonly Column<T>[];
  rowKey: (row: T) => string;
  caption: string;
  language: Language;
  page: number;
  onPage: (page: number) => void;
  /** Rows per page (default PAGE_SIZE). */
  pageSize?: number;
  /** A totals row (`<tr>` elements) for the table's `tfoot`. */
  foot?: ReactNode;
}

/** A table with a caption, row headers in the first column and Mantine paging below. */
export function DaysTable<T>(props: DaysTableProps<T>) {
  const { rows, columns, rowKey, caption, language, page, onPage, pageSize = PAGE_SIZE, foot } = props;
  const { t } = useTranslation();
  const pages = Math.max(1, Math.ceil(rows.length / pageSize));
  const current = Math.min(Math.max(1, page), pages);
  const visible = rows.slice((current - 1) * pageSize, current * pageSize);
  return (
    <>
      <ScrollRegion label={caption}>
        <table className="data-table">
          <caption>{caption}</caption>
          <thead>
            <tr>
              {columns.map((c) => (
                <th key={c.key} scope="col" className={c.numeric ? 'num' : undefined}>
                  {c.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {visible.map((row) => (
              <tr key={rowKey(row)}>
                {columns.map((c, i) =>
                  i === 0 ? (
                    <th key={c.key} scope="row">
                      {c.cell(row, language)}
                    </th>
                  ) : (
                    <td key={c.key} className={c.numeric ? 'num' : undefined}>
                      {c.cell(row, language)}
                    </td>
                  ),
                )}
              </tr>
            ))}
          </tbody>
          {foot && <tfoot>{foot}</tfoot>}
        </table>
      </ScrollRegion>
      {pages > 1 && (
        <Pagination
          total={pages}
          value={current}
          onChange={onPage}
          size="sm"
          aria-label={t('product.pages')}
          getControlProps={(control) => ({ 'aria-label': t(`product.pageControl.${control}`) })}
        />
      )}
    </>
  );
}
