import type { Language, SalesReport, SalesReportRow } from '@bulten/core';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { amount, count, percent, price, quantity, unitLabel } from '../price-archive/figures-format';
import { TableRegion } from '../price-archive/TableRegion';

const INDENT = { GROUP: 0, CLASS: 1, PRODUCT: 2 } as const;

/** The name of a report row: the product, class or group it sums up. */
export function rowName(row: SalesReportRow): string {
  return row.UrunAdi ?? row.SinifAdi ?? row.GrupAdi;
}

function ReportRow({ row, language }: { row: SalesReportRow; language: Language }) {
  const unit = unitLabel(language, row.Birim);
  const level = INDENT[row.Seviye];
  return (
    <Table.Tr fw={level === 0 ? 700 : level === 1 ? 600 : 400} data-level={row.Seviye}>
      <Table.Th scope="row" fw="inherit" style={{ paddingInlineStart: `${0.6 + level * 1.1}rem` }}>
        {rowName(row)}
      </Table.Th>
      <Table.Td ta="right">
        {row.Miktar === null ? '–' : `${quantity(language, row.Miktar)} ${unit}`}
      </Table.Td>
      <Table.Td ta="right">{amount(language, row.Tutar)}</Table.Td>
      <Table.Td ta="right">{count(language, row.IslemSayisi)}</Table.Td>
      <Table.Td ta="right">
        {row.OrtFiyat === null ? '–' : `${price(language, row.OrtFiyat)} ${row.FiyatBirimi ?? ''}`}
      </Table.Td>
      <Table.Td ta="right">{percent(language, row.Pay).replace('+', '')}</Table.Td>
      <Table.Td ta="right">{amount(language, row.OncekiTutar)}</Table.Td>
      <Table.Td ta="right">{percent(language, row.TutarDegisimYuzde)}</Table.Td>
      <Table.Td ta="right">{percent(language, row.OrtFiyatDegisimYuzde)}</Table.Td>
    </Table.Tr>
  );
}

const COLUMNS = [
  'name',
  'quantity',
  'amount',
  'count',
  'avg',
  'share',
  'prevAmount',
  'amountChange',
  'avgChange',
] as const;

/** Group → class → product rows of the report with the year-earlier comparison and the totals. */
export function SalesReportTable({
  report,
  language,
  caption,
}: {
  report: SalesReport;
  language: Language;
  caption: string;
}) {
  const { t } = useTranslation();
  const total = report.Toplam;
  return (
    <TableRegion label={caption}>
      <Table striped withTableBorder captionSide="top" style={{ whiteSpace: 'nowrap' }}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {COLUMNS.map((c, i) => (
              <Table.Th key={c} scope="col" ta={i === 0 ? 'left' : 'right'}>
                {t(`salesReport.col.${c}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {report.Satirlar.map((row) => (
            <ReportRow
              key={`${row.Seviye}-${row.UrunId ?? row.SinifId ?? row.GrupId}`}
              row={row}
              language={language}
            />
          ))}
        </Table.Tbody>
        <Table.Tfoot>
          <Table.Tr fw={700}>
            <Table.Th scope="row">{t('salesReport.total')}</Table.Th>
            <Table.Td ta="right">–</Table.Td>
            <Table.Td ta="right">{amount(language, total.Tutar)}</Table.Td>
            <Table.Td ta="right">{count(language, total.IslemSayisi)}</Table.Td>
            <Table.Td ta="right">–</Table.Td>
            <Table.Td ta="right">{percent(language, total.Tutar > 0 ? 100 : 0).replace('+', '')}</Table.Td>
            <Table.Td ta="right">{amount(language, total.OncekiTutar)}</Table.Td>
            <Table.Td ta="right">{percent(language, total.TutarDegisimYuzde)}</Table.Td>
            <Table.Td ta="right">–</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </TableRegion>
  );
}
