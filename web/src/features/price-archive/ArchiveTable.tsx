import type { ArchiveRow, ArchiveTotals, Language } from '@bulten/core';
import { Table } from '@mantine/core';
import { figureColumns } from '../../components/figure-columns';
import { StripedTable } from '../../components/StripedTable';
import { formatDate } from '../../format/dates';
import { unitLabel } from '../../format/units';
import { useTranslation } from '../../i18n/react';

type Figures = Omit<ArchiveRow, 'Tarih'>;

/** One row per trading day of the archive's page, and the totals of the whole selection in the footer. */
export function ArchiveTable({
  rows,
  totals,
  language,
  caption,
}: {
  rows: readonly ArchiveRow[];
  totals: ArchiveTotals | null;
  language: Language;
  caption: string;
}) {
  const { t } = useTranslation();
  const columns = figureColumns<Figures>(t, {
    keys: ['min', 'max', 'average', 'first', 'last', 'quantity', 'amount', 'count'],
    headerUnits: { price: totals?.FiyatBirimi ?? 'TL', quantity: unitLabel(language, totals?.Birim) },
  });
  const cells = (row: Figures) =>
    columns.map((c) => (
      <Table.Td key={c.key} ta="right">
        {c.cell(row, language)}
      </Table.Td>
    ));
  return (
    <StripedTable
      caption={caption}
      heads={[
        { key: 'date', label: t('figures.date') },
        ...columns.map((c) => ({ key: c.key, label: c.label, numeric: true })),
      ]}
      className="archive-table"
      highlightOnHover
      foot={
        totals && (
          <Table.Tr fw={700}>
            <Table.Th scope="row">{t('priceArchive.total')}</Table.Th>
            {cells(totals)}
          </Table.Tr>
        )
      }
    >
      {rows.map((row) => (
        <Table.Tr key={row.Tarih}>
          <Table.Th scope="row" fw="normal">
            {formatDate(language, row.Tarih)}
          </Table.Th>
          {cells(row)}
        </Table.Tr>
      ))}
    </StripedTable>
  );
}
