import type { BasisRow, Language } from '@bulten/core';
import { Table } from '@mantine/core';
import { ChangeText } from '../../components/ChangeText';
import { NumberCell, StripedTable } from '../../components/StripedTable';
import { formatPrice } from '../../format/prices';
import { useTranslation } from '../../i18n/react';

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
    <StripedTable
      caption={caption}
      heads={[
        { key: 'class', label: t('basis.col.class') },
        { key: 'turibClass', label: t('basis.col.turibClass') },
        ...numeric.map((key) => ({ key, label: t(`basis.col.${key}`), numeric: true })),
      ]}
    >
      {rows.map((row) => (
        <Table.Tr key={row.SinifId}>
          <Table.Th scope="row" fw="normal">
            {row.SinifAdi}
          </Table.Th>
          <Table.Td>{row.TuribSinif}</Table.Td>
          <NumberCell>{formatPrice(language, row.BorsaOrtalama)}</NumberCell>
          <NumberCell>{formatPrice(language, row.TuribOrtalama)}</NumberCell>
          <NumberCell>
            <ChangeText direction={basisDirection(row.Fark)} percent={row.FarkYuzde} amount={row.Fark} />
          </NumberCell>
        </Table.Tr>
      ))}
    </StripedTable>
  );
}
