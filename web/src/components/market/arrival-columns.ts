import type { ArrivalRow } from '@bulten/core';
import { clockTime } from '../../format/dates';
import { formatCount } from '../../format/numbers';
import { quantityText } from '../../format/quantities';
import type { TFunction } from '../../i18n/translator';
import type { Column } from '../DataTable';

/** The key of the column that names an arrival's row (its product). */
export const ARRIVAL_ROW_HEADER = 'product';

/** Columns of a day's arrivals at the hall: time, product, quantity, vehicles, place, status. */
export function arrivalColumns(t: TFunction): Column<ArrivalRow>[] {
  return [
    { key: 'time', label: t('hallSales.col.arrival'), cell: (r) => clockTime(r.GelisZamani, 'minutes') },
    { key: ARRIVAL_ROW_HEADER, label: t('figures.product'), cell: (r) => r.UrunAdi },
    {
      key: 'quantity',
      label: t('figures.quantity'),
      numeric: true,
      cell: (r, l) => quantityText(l, r.Miktar, r.Birim),
    },
    {
      key: 'vehicles',
      label: t('hallSales.col.vehicles'),
      numeric: true,
      cell: (r, l) => formatCount(l, r.AracSayisi),
    },
    {
      key: 'place',
      label: t('hallSales.col.place'),
      cell: (r) => [r.Il, r.Ilce].filter(Boolean).join(' / '),
    },
    { key: 'status', label: t('hallSales.col.status'), cell: (r) => r.DurumAdi },
  ];
}
