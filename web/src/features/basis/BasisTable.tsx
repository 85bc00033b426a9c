import type { BasisRow, Language } from '@bulten/core';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ChangeText } from '../../components/ChangeText';
import { ScrollRegion } from '../../components/ScrollRegion';
import { formatPrice } from '../../format/prices';

/** The direction of a basis (exchange above, below or level with TÜRİB); null without one. */
export function basisDirection(difference: number | null) {
  if (difference === null) return null;
  return difference > 0 ? 'UP' : difference < 0 ? 'DOWN' : 'UNCH';
}

/** Per mapped class: the TÜRİB class, both averages in TL/kg and the basis in TL/kg and %. */
export function BasisTable(props: { rows: readonly BasisRow[]; language: Language; caption: string }) {
  const { t } = useTranslation();
  const { rows, language, caption } = props;
  const numeric = ['exchange', 'turib', 'basis'] as const;
  return (
    <ScrollRegion label={caption}>
      <Table striped withTableBorder captionSide="top" style={{ whiteSpace: 'nowrap' }}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('basis.col.class')}</Table.Th>
            <Table.Th scope="col">{t('basis.col.turibClass')}</Table.Th>
            {numeric.map((key) => (
              <Table.Th key={key} scope="col" ta="right">
                {t(`basis.col.${key}`)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map((row) => (
            <Table.Tr key={row.SinifId}>
              <Table.Th scope="row" fw="normal">
                {row.SinifAdi}
              </Table.Th>
              <Table.Td>{row.TuribSinif}</Table.Td>
              <Table.Td ta="right">{formatPrice(language, row.BorsaOrtalama)}</Table.Td>
              <Table.Td ta="right">{formatPrice(language, row.TuribOrtalama)}</Table.Td>
              <Table.Td ta="right">
                <ChangeText direction={basisDirection(row.Fark)} percent={row.FarkYuzde} amount={row.Fark} />
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
