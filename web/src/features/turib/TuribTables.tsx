import type { Language, TuribIndex, TuribRowOut } from '@bulten/core';
import { Table } from '@mantine/core';
import { ChangeText } from '../../components/ChangeText';
import { NumberCell, StripedTable } from '../../components/StripedTable';
import { formatNumber } from '../../format/numbers';
import { formatPrice } from '../../format/prices';
import { formatQuantity } from '../../format/quantities';
import { useTranslation } from '../../i18n/react';

/** The session's index lines: value, previous value and change. */
export function TuribIndexTable({
  lines,
  language,
  caption,
}: {
  lines: readonly TuribIndex[];
  language: Language;
  caption: string;
}) {
  const { t } = useTranslation();
  return (
    <StripedTable
      caption={caption}
      heads={(['index', 'value', 'previous', 'change'] as const).map((key, i) => ({
        key,
        label: t(`turib.col.${key}`),
        numeric: i > 0,
      }))}
      striped={false}
    >
      {lines.map((line) => (
        <Table.Tr key={line.Kod}>
          <Table.Th scope="row" fw="normal">
            {line.Ad}
          </Table.Th>
          <NumberCell>{formatNumber(language, line.Deger, 2)}</NumberCell>
          <NumberCell>{formatNumber(language, line.Onceki, 2)}</NumberCell>
          <NumberCell>
            <ChangeText direction={line.Yon} percent={line.DegisimYuzde} amount={null} />
          </NumberCell>
        </Table.Tr>
      ))}
    </StripedTable>
  );
}

/** The instruments of the session: ISIN, class, il/ilçe, warehouse, prices and quantity. */
export function TuribInstrumentTable({
  rows,
  language,
  caption,
}: {
  rows: readonly TuribRowOut[];
  language: Language;
  caption: string;
}) {
  const { t } = useTranslation();
  const headers = ['isin', 'class', 'place', 'warehouse', 'low', 'high', 'avg', 'close', 'quantity'] as const;
  return (
    <StripedTable
      caption={caption}
      heads={headers.map((h, i) => ({ key: h, label: t(`turib.col.${h}`), numeric: i >= 4 }))}
    >
      {rows.map((row) => (
        <Table.Tr key={`${row.Seans}-${row.Isin}-${row.Depo}`}>
          <Table.Th scope="row" fw="normal">
            {row.Isin}
          </Table.Th>
          <Table.Td>{row.Sinif}</Table.Td>
          <Table.Td>{`${row.Il} / ${row.Ilce}`}</Table.Td>
          <Table.Td>{row.Depo}</Table.Td>
          <NumberCell>{formatPrice(language, row.EnDusuk)}</NumberCell>
          <NumberCell>{formatPrice(language, row.EnYuksek)}</NumberCell>
          <NumberCell>{formatPrice(language, row.OrtFiyat)}</NumberCell>
          <NumberCell>{formatPrice(language, row.Kapanis)}</NumberCell>
          <NumberCell>{formatQuantity(language, row.Miktar)}</NumberCell>
        </Table.Tr>
      ))}
    </StripedTable>
  );
}
