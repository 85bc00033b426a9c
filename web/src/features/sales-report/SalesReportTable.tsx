import type { Language, SalesReport, SalesReportRow } from '@bulten/core';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../components/ScrollRegion';
import { formatAmount } from '../../format/amounts';
import { formatCount } from '../../format/numbers';
import { formatChangePercent, formatPercent } from '../../format/percents';
import { priceText } from '../../format/prices';
import { quantityText } from '../../format/quantities';

const INDENT = { GROUP: 0, CLASS: 1, PRODUCT: 2 } as const;

/** The name of a report row: the product, class or group it sums up. */
export function rowName(row: SalesReportRow): string {
  return row.UrunAdi ?? row.SinifAdi ?? row.GrupAdi;
}

function ReportRow({ row, language }: { row: SalesReportRow; language: Language }) {
  const level = INDENT[row.Seviye];
  return (
    <Table.Tr fw={level === 0 ? 700 : level === 1 ? 600 : 400} data-level={row.Seviye}>
      <Table.Th scope="row" fw="inherit" style={{ paddingInlineStart: `${0.6 + level * 1.1}rem` }}>
        {rowName(row)}
      </Table.Th>
      <Table.Td ta="right">{quantityText(language, row.Miktar, row.Birim)}</Table.Td>
      <Table.Td ta="right">{formatAmount(language, row.Tutar)}</Table.Td>
      <Table.Td ta="right">{formatCount(language, row.IslemSayisi)}</Table.Td>
      <Table.Td ta="right">{priceText(language, row.OrtFiyat, row.FiyatBirimi)}</Table.Td>
      <Table.Td ta="right">{formatPercent(language, row.Pay)}</Table.Td>
      <Table.Td ta="right">{formatAmount(language, row.OncekiTutar)}</Table.Td>
      <Table.Td ta="right">{formatChangePercent(language, row.TutarDegisimYuzde)}</Table.Td>
      <Table.Td ta="right">{formatChangePercent(language, row.OrtFiyatDegisimYuzde)}</Table.Td>
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
    <ScrollRegion label={caption}>
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
            <Table.Td ta="right">{formatAmount(language, total.Tutar)}</Table.Td>
            <Table.Td ta="right">{formatCount(language, total.IslemSayisi)}</Table.Td>
            <Table.Td ta="right">–</Table.Td>
            <Table.Td ta="right">{formatPercent(language, total.Tutar > 0 ? 100 : 0)}</Table.Td>
            <Table.Td ta="right">{formatAmount(language, total.OncekiTutar)}</Table.Td>
            <Table.Td ta="right">{formatChangePercent(language, total.TutarDegisimYuzde)}</Table.Td>
            <Table.Td ta="right">–</Table.Td>
          </Table.Tr>
        </Table.Tfoot>
      </Table>
    </ScrollRegion>
  );
}
