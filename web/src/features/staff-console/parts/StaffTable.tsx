import type { Language } from '@bulten/core';
import { Button, Group, Pagination, SimpleGrid, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { type FormEvent, type ReactNode, useState } from 'react';
import { DataTable, type DataTableProps } from '../../../components/DataTable';
import { QueryState } from '../../../components/QueryState';
import { useTranslation } from '../../../i18n/react';

type TableProps<T> = Omit<DataTableProps<T>, 'rows' | 'language'>;

/** A console list: the query's loading, error and empty states, then its rows in a table. */
export function StaffTable<D, T>({
  query,
  rows,
  isEmpty,
  ...table
}: TableProps<T> & {
  query: UseQueryResult<D>;
  rows: (data: D) => readonly T[];
  isEmpty?: (data: D) => boolean;
}) {
  const { i18n } = useTranslation();
  return (
    <QueryState query={query} isEmpty={isEmpty}>
      {(data) => <DataTable {...table} rows={rows(data)} language={i18n.language as Language} />}
    </QueryState>
  );
}

/** A console list whose query answers the rows themselves. */
export function StaffListTable<T>(
  props: TableProps<T> & { query: UseQueryResult<readonly T[]>; isEmpty?: (rows: readonly T[]) => boolean },
) {
  return <StaffTable {...props} rows={(rows) => rows} />;
}

/** One page of a list the server pages, with its total count. */
export interface ServerPage<T> {
  Items: readonly T[];
  TotalCount: number;
}

/** Props of a list the server pages. */
export interface ServerPagedProps<T> extends TableProps<T> {
  query: UseQueryResult<ServerPage<T>>;
  /** The line above the table that says how many rows there are. */
  total: (count: number) => string;
  paging: ServerPaging;
}

/** The page a list shows, its size, and how to show another. */
export interface ServerPaging {
  page: number;
  pageSize: number;
  onPage: (page: number) => void;
}

/** A list the server pages: the total, the page's rows, and paging when there is more than one page. */
export function ServerPagedTable<T>({ query, total, paging, ...table }: ServerPagedProps<T>) {
  const { page, pageSize, onPage } = paging;
  const { t, i18n } = useTranslation();
  return (
    <QueryState query={query} isEmpty={(d) => d.Items.length === 0}>
      {(data) => (
        <>
          <Text size="sm" role="status">
            {total(data.TotalCount)}
          </Text>
          <DataTable {...table} rows={data.Items} language={i18n.language as Language} />
          {data.TotalCount > pageSize && (
            <Pagination
              total={Math.ceil(data.TotalCount / pageSize)}
              value={page}
              onChange={onPage}
              size="sm"
              aria-label={t('staff.common.pages')}
              getControlProps={(control) => ({ 'aria-label': t(`staff.common.pageControl.${control}`) })}
              getItemProps={(p) => ({ 'aria-label': t('staff.common.page', { page: p }) })}
            />
          )}
        </>
      )}
    </QueryState>
  );
}

/** A list's search: its filter fields in a grid and the search button; `onSearch` when submitted. */
export function FilterBar({
  label,
  cols,
  onSearch,
  children,
}: {
  label: string;
  cols: Record<string, number>;
  onSearch: () => void;
  children: ReactNode;
}) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch();
  };
  return (
    <search aria-label={label}>
      <form onSubmit={submit}>
        <SimpleGrid cols={cols} spacing="xs">
          {children}
        </SimpleGrid>
        <Group mt="xs">
          <Button type="submit" variant="default">
            {label}
          </Button>
        </Group>
      </form>
    </search>
  );
}

/** A paged list's applied filters and page: applying filters goes back to the first page. */
export function useListFilters<F>(none: F, pageSize: number) {
  const [filters, setFilters] = useState(none);
  const [page, setPage] = useState(1);
  const apply = (next: F) => {
    setFilters(next);
    setPage(1);
  };
  const paging: ServerPaging = { page, pageSize, onPage: setPage };
  return { filters, paging, apply };
}
