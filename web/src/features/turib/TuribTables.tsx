import type { Language, TuribIndex, TuribRowOut } from '@bulten/core';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChangeText } from '../../components/ChangeText';
import { ScrollRegion } from '../../components/ScrollRegion';
import { formatNumber } from '../../format/numbers';
import { formatPrice } from '../../format/prices';
import { formatQuantity } from '../../format/quantities';

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
    <ScrollRegion label={caption}>
      <Table withTableBorder captionSide="top" style={{ whiteSpace: 'nowrap' }}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('turib.col.index')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('turib.col.value')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('turib.col.previous')}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('turib.col.change')}
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lines.map((line) => (
            <Table.Tr key={line.Kod}>
              <Table.Th scope="row" fw="normal">
                {line.Ad}
              </Table.Th>
              <Table.Td ta="right">{formatNumber(language, line.Deger, 2)}</Table.Td>
              <Table.Td ta="right">{formatNumber(language, line.Onceki, 2)}</Table.Td>
              <Table.Td ta="right">
                <ChangeText direction={line.Yon} percent={line.DegisimYuzde} amount={null} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
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
    <ScrollRegion label={caption}>
      <Table striped withTableBorder captionSide="top" style={{ whiteSpace: 'nowrap' }}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            {headers.map((h, i) => (
              <Table.Th key={h} scope="col" ta={i < 4 ? 'left' : 'right'}>
                {t(`turib.col.${h}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={`${row.Seans}-${row.Isin}-${row.Depo}`}>
              <Table.Th scope="row" fw="normal">
                {row.Isin}
              </Table.Th>
              <Table.Td>{row.Sinif}</Table.Td>
              <Table.Td>{`${row.Il} / ${row.Ilce}`}</Table.Td>
              <Table.Td>{row.Depo}</Table.Td>
              <Table.Td ta="right">{formatPrice(language, row.EnDusuk)}</Table.Td>
              <Table.Td ta="right">{formatPrice(language, row.EnYuksek)}</Table.Td>
              <Table.Td ta="right">{formatPrice(language, row.OrtFiyat)}</Table.Td>
              <Table.Td ta="right">{formatPrice(language, row.Kapanis)}</Table.Td>
              <Table.Td ta="right">{formatQuantity(language, row.Miktar)}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
