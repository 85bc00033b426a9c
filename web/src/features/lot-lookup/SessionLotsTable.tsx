import type { LotLookup } from '@bulten/core';
import { analysisByKey } from '@bulten/core';
import { Table } from '@mantine/core';
import { useServices } from '../../app/services';
import { SCATTER_ANALYSES } from '../../components/charts/LotScatter';
import { NumberCell, StripedTable } from '../../components/StripedTable';
import { analysisLabel, formatAnalysis } from '../../format/analyses';
import { formatPrice } from '../../format/prices';
import { formatQuantity } from '../../format/quantities';
import { useTranslation } from '../../i18n/react';

/** The session's lots of the class, highest price first, the producer's own row named and bold. */
export function SessionLotsTable({ lot, caption }: { lot: LotLookup; caption: string }) {
  const { t } = useTranslation();
  const { language } = useServices();
  return (
    <StripedTable
      caption={caption}
      heads={[
        { key: 'rank', label: t('lotLookup.col.rank') },
        { key: 'price', label: t('lotLookup.col.price', { unit: lot.FiyatBirimi ?? '' }), numeric: true },
        { key: 'quantity', label: t('lotLookup.col.quantity'), numeric: true },
        ...SCATTER_ANALYSES.map((key) => ({
          key,
          label: analysisLabel(analysisByKey(key), language),
          numeric: true,
        })),
      ]}
    >
      {lot.Lotlar.map((row, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: lots carry no identity here, only their place
        <Table.Tr key={i} fw={row.Kendi ? 700 : undefined} aria-current={row.Kendi ? 'true' : undefined}>
          <Table.Th scope="row" fw="inherit">
            {row.Kendi ? t('lotLookup.yourLot', { rank: i + 1 }) : i + 1}
          </Table.Th>
          <NumberCell>{formatPrice(language, row.BirimFiyat)}</NumberCell>
          <NumberCell>{formatQuantity(language, row.Miktar)}</NumberCell>
          {SCATTER_ANALYSES.map((key) => (
            <Table.Td key={key} ta="right">
              {formatAnalysis(language, key, row[key])}
            </Table.Td>
          ))}
        </Table.Tr>
      ))}
    </StripedTable>
  );
}
