import type { ArchiveRow, ArchiveTotals, Language } from '@bulten/core';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../i18n/format';
import { amount, count, price, quantity, unitLabel } from './figures-format';
import { TableRegion } from './TableRegion';

function FigureCells({ row, language }: { row: Omit<ArchiveRow, 'Tarih'>; language: Language }) {
  return (
    <>
      <Table.Td ta="right">{price(language, row.MinFiyat)}</Table.Td>
      <Table.Td ta="right">{price(language, row.MaxFiyat)}</Table.Td>
      <Table.Td ta="right">{price(language, row.OrtFiyat)}</Table.Td>
      <Table.Td ta="right">{price(language, row.IlkFiyat)}</Table.Td>
      <Table.Td ta="right">{price(language, row.SonFiyat)}</Table.Td>
      <Table.Td ta="right">{quantity(language, row.Miktar)}</Table.Td>
      <Table.Td ta="right">{amount(language, row.Tutar)}</Table.Td>
      <Table.Td ta="right">{count(language, row.IslemSayisi)}</Table.Td>
    </>
  );
}

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
  const priceUnit = totals?.FiyatBirimi ?? 'TL';
  const unit = unitLabel(language, totals?.Birim ?? null);
  const headers = [
    t('priceArchive.col.date'),
    `${t('priceArchive.col.min')} (${priceUnit})`,
    `${t('priceArchive.col.max')} (${priceUnit})`,
    `${t('priceArchive.col.avg')} (${priceUnit})`,
    `${t('priceArchive.col.first')} (${priceUnit})`,
    `${t('priceArchive.col.last')} (${priceUnit})`,
    unit ? `${t('priceArchive.col.quantity')} (${unit})` : t('priceArchive.col.quantity'),
    `${t('priceArchive.col.amount')} (TL)`,
    t('priceArchive.col.count'),
  ];
  return (
    <TableRegion label={caption}>
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
            {headers.map((h, i) => (
              <Table.Th key={h} scope="col" ta={i === 0 ? 'left' : 'right'}>
                {h}
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
              <FigureCells row={row} language={language} />
            </Table.Tr>
          ))}
        </Table.Tbody>
        {totals && (
          <Table.Tfoot>
            <Table.Tr fw={700}>
              <Table.Th scope="row">{t('priceArchive.total')}</Table.Th>
              <FigureCells row={totals} language={language} />
            </Table.Tr>
          </Table.Tfoot>
        )}
      </Table>
    </TableRegion>
  );
}
