import type { HallLotWithAnalyses, Language } from '@bulten/core';
import { UnstyledButton } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { formatNumber } from '../../i18n/format';
import { amountText, priceText, quantityText } from '../bulletin/bulletin-format';
import { ScrollRegion } from '../bulletin/ScrollRegion';
import type { LotSortKey } from './lot-filter';

/** Props of the sortable lots table. */
export interface SortableLotsTableProps {
  lots: readonly HallLotWithAnalyses[];
  sort: LotSortKey;
  direction: 'asc' | 'desc';
  onSort: (key: LotSortKey) => void;
  language: Language;
  caption: string;
}

const LABELS: Record<LotSortKey, string> = {
  TescilNo: 'hallSales.col.registration',
  UrunAdi: 'bulletin.col.product',
  BirimFiyat: 'hallSales.col.price',
  Miktar: 'bulletin.col.quantity',
  Tutar: 'bulletin.col.amount',
  Protein: 'hallSales.analysis.Protein',
  Hektolitre: 'hallSales.analysis.Hektolitre',
  Rutubet: 'hallSales.analysis.Rutubet',
};

const analysis = (l: Language, v: number | null) => (v === null ? '–' : formatNumber(l, v, 2));

/** The lots of a day with analyses; every column header sorts (announced through `aria-sort`). */
export function SortableLotsTable({
  lots,
  sort,
  direction,
  onSort,
  language,
  caption,
}: SortableLotsTableProps) {
  const { t } = useTranslation();
  const keys = Object.keys(LABELS) as LotSortKey[];
  return (
    <ScrollRegion label={caption}>
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            {keys.map((k) => (
              <th
                key={k}
                scope="col"
                className={k === 'TescilNo' || k === 'UrunAdi' ? undefined : 'num'}
                aria-sort={sort === k ? (direction === 'asc' ? 'ascending' : 'descending') : 'none'}
              >
                <UnstyledButton onClick={() => onSort(k)} className="sort-button">
                  {t(LABELS[k])}
                  <span aria-hidden="true">{sort === k ? (direction === 'asc' ? ' ▲' : ' ▼') : ' ↕'}</span>
                </UnstyledButton>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lots.map((l) => (
            <tr key={l.Id}>
              <th scope="row">{l.TescilNo}</th>
              <td>
                <Link className="table-link" to={`/salon-satis-detay/${l.UrunId}?tarih=${l.IslemTarih}`}>
                  {l.UrunAdi}
                </Link>
              </td>
              <td className="num">{priceText(language, l.BirimFiyat, l.FiyatBirimi)}</td>
              <td className="num">{quantityText(language, l.Miktar, l.Birim)}</td>
              <td className="num">{amountText(language, l.Tutar)}</td>
              <td className="num">{analysis(language, l.Protein)}</td>
              <td className="num">{analysis(language, l.Hektolitre)}</td>
              <td className="num">{analysis(language, l.Rutubet)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
