import type { HallLotWithAnalyses } from '@bulten/core';
import { useMemo } from 'react';
import { useServices } from '../../app/services';
import { DataTable } from '../../components/DataTable';
import { lotColumns } from '../../components/lot-columns';
import { useTranslation } from '../../i18n/react';
import { useSearchParams } from '../../routing/router';
import { withParam } from '../../routing/search-params';
import { LOT_SORT_KEYS, lotSortOf, sortLots } from './lot-filter';

/**
 * A day's lots with every analysis; each column header sorts, the order kept in the URL
 * (`?sirala=BirimFiyat&yon=desc`); a second click on the sorted column turns it around.
 */
export function SortableLotsTable(props: {
  lots: readonly HallLotWithAnalyses[];
  caption: string;
  /** False for live animals (their lots carry no lab analyses). */
  withAnalyses?: boolean;
}) {
  const { lots, caption, withAnalyses = true } = props;
  const { t } = useTranslation();
  const { language } = useServices();
  const [params, setParams] = useSearchParams();
  const [key, direction] = lotSortOf(params);
  const sorted = useMemo(() => sortLots(lots, key, direction), [lots, key, direction]);
  const onSort = (next: string) =>
    setParams((p) =>
      withParam(withParam(p, 'sirala', next), 'yon', key === next && direction === 'asc' ? 'desc' : 'asc'),
    );
  return (
    <DataTable
      rows={sorted}
      columns={lotColumns(
        t,
        language,
        ['TescilNo', 'UrunAdi', 'BirimFiyat', 'Miktar', 'Tutar'],
        withAnalyses,
      )}
      rowKey={(l) => String(l.Id)}
      caption={caption}
      language={language}
      sort={{ keys: LOT_SORT_KEYS, key, direction, onSort }}
    />
  );
}
