import type { LotLookup } from '@bulten/core';
import { analysisByKey } from '@bulten/core';
import { Table } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { SCATTER_ANALYSES } from '../../components/charts/LotScatter';
import { ScrollRegion } from '../../components/ScrollRegion';
import { analysisLabel, formatAnalysis } from '../../format/analyses';
import { formatPrice } from '../../format/prices';
import { formatQuantity } from '../../format/quantities';

/** The session's lots of the class, highest price first, the producer's own row named and bold. */
export function SessionLotsTable({ lot, caption }: { lot: LotLookup; caption: string }) {
  const { t } = useTranslation();
  const { language } = useServices();
  return (
    <ScrollRegion label={caption}>
      <Table striped withTableBorder captionSide="top" style={{ whiteSpace: 'nowrap' }}>
        <Table.Caption>{caption}</Table.Caption>
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">{t('lotLookup.col.rank')}</Table.Th>
            <Table.Th scope="col" ta="right">
              {t('lotLookup.col.price', { unit: lot.FiyatBirimi ?? '' })}
            </Table.Th>
            <Table.Th scope="col" ta="right">
              {t('lotLookup.col.quantity')}
            </Table.Th>
            {SCATTER_ANALYSES.map((key) => (
              <Table.Th key={key} scope="col" ta="right">
                {analysisLabel(analysisByKey(key), language)}
              </Table.Th>
            ))}
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {lot.Lotlar.map((row, i) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lots carry no identity here, only their place
            <Table.Tr key={i} fw={row.Kendi ? 700 : undefined} aria-current={row.Kendi ? 'true' : undefined}>
              <Table.Th scope="row" fw="inherit">
                {row.Kendi ? t('lotLookup.yourLot', { rank: i + 1 }) : i + 1}
              </Table.Th>
              <Table.Td ta="right">{formatPrice(language, row.BirimFiyat)}</Table.Td>
              <Table.Td ta="right">{formatQuantity(language, row.Miktar)}</Table.Td>
              {SCATTER_ANALYSES.map((key) => (
                <Table.Td key={key} ta="right">
                  {formatAnalysis(language, key, row[key])}
                </Table.Td>
              ))}
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </ScrollRegion>
  );
}
