import type { DayRow, DayRowCh, PricePointCh, ProductDayRow } from '@bulten/core';
import { createElement } from 'react';
import { ChangeText } from '../../components/ChangeText';
import type { Column } from '../../components/DataTable';
import { figureColumns } from '../../components/figure-columns';
import { formatDate } from '../../format/dates';
import { formatCount } from '../../format/numbers';
import { formatPrice } from '../../format/prices';
import type { TFunction } from '../../i18n/translator';

type AnimalFigures = Pick<DayRowCh, 'BasSayisi' | 'BasFiyat' | 'KgFiyat'>;

/** Live animals' heads, TL per head and TL per kg of live weight. */
function animalColumns<T extends Partial<AnimalFigures>>(t: TFunction): Column<T>[] {
  return [
    {
      key: 'heads',
      label: t('bulletin.col.heads'),
      numeric: true,
      cell: (r, l) => formatCount(l, r.BasSayisi ?? 0),
    },
    {
      key: 'perHead',
      label: t('bulletin.col.perHead'),
      numeric: true,
      cell: (r, l) => formatPrice(l, r.BasFiyat ?? null),
    },
    {
      key: 'perKg',
      label: t('bulletin.col.perKg'),
      numeric: true,
      cell: (r, l) => formatPrice(l, r.KgFiyat ?? null),
    },
  ];
}

/** The figure and change columns of a day's bulletin (after the row's name), live animals' last. */
export function bulletinColumns(
  t: TFunction,
  liveAnimal: boolean,
): Column<DayRow & Partial<AnimalFigures>>[] {
  const change: Column<DayRow> = {
    key: 'change',
    label: t('figures.change'),
    numeric: true,
    cell: (r) => createElement(ChangeText, { direction: r.Yon, percent: r.DegisimYuzde, amount: r.Degisim }),
  };
  return [...figureColumns(t), change, ...(liveAnimal ? animalColumns(t) : [])];
}

const dateColumn = <T>(t: TFunction, date: (row: T) => string): Column<T> => ({
  key: 'date',
  label: t('figures.date'),
  cell: (r, l) => formatDate(l, date(r)),
});

/** Columns of the crops' daily table (GetBultenIslemUrunListesiTarihli). */
export function productDayColumns(t: TFunction): Column<ProductDayRow>[] {
  return [
    dateColumn<ProductDayRow>(t, (r) => r.IslemTarih),
    { key: 'product', label: t('figures.product'), cell: (r) => r.UrunAdi ?? r.SinifAdi ?? r.GrupAdi },
    ...figureColumns<ProductDayRow>(t),
  ];
}

/** Columns of the live animals' daily table (chart points with heads and live weight). */
export function animalDayColumns(t: TFunction): Column<PricePointCh>[] {
  return [
    dateColumn<PricePointCh>(t, (r) => r.Tarih),
    ...figureColumns<PricePointCh>(t, { keys: ['min', 'max', 'average'] }),
    ...animalColumns<PricePointCh>(t),
    ...figureColumns<PricePointCh>(t, { keys: ['amount', 'count'] }),
  ];
}
