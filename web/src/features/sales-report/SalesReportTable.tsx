import type { Language, SalesReport, SalesReportRow } from '@bulten/core';
import { Table } from '@mantine/core';
import { NumberCell, StripedTable } from '../../components/StripedTable';
import { formatAmount } from '../../format/amounts';
import { formatCount } from '../../format/numbers';
import { formatChangePercent, formatPercent } from '../../format/percents';
import { priceText } from '../../format/prices';
import { quantityText } from '../../format/quantities';
import { useTranslation } from '../../i18n/react';

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
      <NumberCell>{quantityText(language, row.Miktar, row.Birim)}</NumberCell>
      <NumberCell>{formatAmount(language, row.Tutar)}</NumberCell>
      <NumberCell>{formatCount(language, row.IslemSayisi)}</NumberCell>
      <NumberCell>{priceText(language, row.OrtFiyat, row.FiyatBirimi)}</NumberCell>
      <NumberCell>{formatPercent(language, row.Pay)}</NumberCell>
      <NumberCell>{formatAmount(language, row.OncekiTutar)}</NumberCell>
      <NumberCell>{formatChangePercent(language, row.TutarDegisimYuzde)}</NumberCell>
      <NumberCell>{formatChangePercent(language, row.OrtFiyatDegisimYuzde)}</NumberCell>
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
    <StripedTable
      caption={caption}
      heads={COLUMNS.map((c, i) => ({ key: c, label: t(`salesReport.col.${c}`), numeric: i > 0 }))}
      foot={
        <Table.Tr fw={700}>
          <Table.Th scope="row">{t('salesReport.total')}</Table.Th>
          <NumberCell>–</NumberCell>
          <NumberCell>{formatAmount(language, total.Tutar)}</NumberCell>
          <NumberCell>{formatCount(language, total.IslemSayisi)}</NumberCell>
          <NumberCell>–</NumberCell>
          <NumberCell>{formatPercent(language, total.Tutar > 0 ? 100 : 0)}</NumberCell>
          <NumberCell>{formatAmount(language, total.OncekiTutar)}</NumberCell>
          <NumberCell>{formatChangePercent(language, total.TutarDegisimYuzde)}</NumberCell>
          <NumberCell>–</NumberCell>
        </Table.Tr>
      }
    >
      {report.Satirlar.map((row) => (
        <ReportRow
          key={`${row.Seviye}-${row.UrunId ?? row.SinifId ?? row.GrupId}`}
          row={row}
          language={language}
        />
      ))}
    </StripedTable>
  );
}
