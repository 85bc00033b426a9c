import { Pagination } from '@mantine/core';
import { useTranslation } from '../i18n/react';
import { DataTable, type DataTableProps } from './DataTable';

/** Rows per page of a paged table. */
export const PAGE_SIZE = 20;

/** A table's page, kept by the screen (usually in the URL). */
export interface TablePaging {
  page: number;
  onPage: (page: number) => void;
  /** Rows per page (default PAGE_SIZE). */
  pageSize?: number;
}

/** A data table showing one page of its rows, with Mantine paging below when there is more than one. */
export function PagedTable<T>({ paging, ...table }: DataTableProps<T> & { paging: TablePaging }) {
  const { t } = useTranslation();
  const size = paging.pageSize ?? PAGE_SIZE;
  const pages = Math.max(1, Math.ceil(table.rows.length / size));
  const current = Math.min(Math.max(1, paging.page), pages);
  return (
    <>
      <DataTable {...table} rows={table.rows.slice((current - 1) * size, current * size)} />
      {pages > 1 && (
        <Pagination
          total={pages}
          value={current}
          onChange={paging.onPage}
          size="sm"
          aria-label={t('product.pages')}
          getControlProps={(control) => ({ 'aria-label': t(`product.pageControl.${control}`) })}
        />
      )}
    </>
  );
}
