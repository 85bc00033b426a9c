import type { ArchiveRow, ArchiveTotals, Language } from '@bulten/core';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { figureColumns } from '../../components/figure-columns';
import { ScrollRegion } from '../../components/ScrollRegion';
import { formatDate } from '../../format/dates';
import { unitLabel } from '../../format/units';

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
    keys: ['min', 'max', 'avg', 'first', 'last', 'quantity', 'amount', 'trades'],
    headerUnits: { price: totals?.FiyatBirimi ?? 'TL', quantity: unitLabel(language, totals?.Birim) },
  });
  const cells = (row: Figures) =>
    columns.map((c) => (
      <Table.Td key={c.key} ta="right">
        {c.cell(row, language)}
      </Table.Td>
    ));
  return (
    <ScrollRegion label={caption}>
      <Table
        striped
        highlightOnHover
        withTableBorder
        captionSide="top"
        className="archive-table"
        style={{ whiteSpace: 'nowrap' }}
      >
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col" ta="left">
              {t('figures.date')}
            </Table.Th>
            {columns.map((c) => (
              <Table.Th key={c.key} scope="col" ta="right">
                {c.label}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.Tarih}>
              <Table.Th scope="row" fw="normal">
                {formatDate(language, row.Tarih)}
              </Table.Th>
              {cells(row)}
            </Table.Tr>
          ))}
        </Table.Tbody>
        {totals && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Th scope="row">{t('priceArchive.total')}</Table.Th>
              {cells(totals)}
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </ScrollRegion>
  );
}
