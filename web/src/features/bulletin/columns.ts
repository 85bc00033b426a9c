import type { HallLotWithAnalyses, PricePointCh, ProductDayRow } from '@bulten/core';
import type { TFunction } from 'i18next';
import { formatDate, formatNumber } from '../../i18n/format';
import { amountText, priceText, quantityText } from './bulletin-format';
import type { Column } from './DaysTable';

/** Columns of the crops' daily table (GetBultenIslemUrunListesiTarihli). */
export function productDayColumns(t: TFunction): Column<ProductDayRow>[] {
  return [
    { key: 'date', label: t('bulletin.col.date'), cell: (r, l) => formatDate(l, r.IslemTarih) },
    { key: 'product', label: t('bulletin.col.product'), cell: (r) => r.UrunAdi ?? r.SinifAdi ?? r.GrupAdi },
    { key: 'min', label: t('bulletin.col.min'), numeric: true, cell: (r, l) => priceText(l, r.MinFiyat) },
    { key: 'max', label: t('bulletin.col.max'), numeric: true, cell: (r, l) => priceText(l, r.MaxFiyat) },
    {
      key: 'avg',
      label: t('bulletin.col.avg'),
      numeric: true,
      cell: (r, l) => priceText(l, r.OrtFiyat, r.FiyatBirimi),
    },
    {
      key: 'qty',
      label: t('bulletin.col.quantity'),
      numeric: true,
      cell: (r, l) => quantityText(l, r.Miktar, r.Birim),
    },
    { key: 'amount', label: t('bulletin.col.amount'), numeric: true, cell: (r, l) => amountText(l, r.Tutar) },
    {
      key: 'trades',
      label: t('bulletin.col.trades'),
      numeric: true,
      cell: (r, l) => formatNumber(l, r.IslemSayisi),
    },
  ];
}

/** Columns of the live animals' daily table (chart points with heads and live weight). */
export function animalDayColumns(t: TFunction): Column<PricePointCh>[] {
  return [
    { key: 'date', label: t('bulletin.col.date'), cell: (r, l) => formatDate(l, r.Tarih) },
    { key: 'min', label: t('bulletin.col.min'), numeric: true, cell: (r, l) => priceText(l, r.MinFiyat) },
    { key: 'max', label: t('bulletin.col.max'), numeric: true, cell: (r, l) => priceText(l, r.MaxFiyat) },
    { key: 'avg', label: t('bulletin.col.avg'), numeric: true, cell: (r, l) => priceText(l, r.OrtFiyat) },
    {
      key: 'heads',
      label: t('bulletin.col.heads'),
      numeric: true,
      cell: (r, l) => formatNumber(l, r.BasSayisi),
    },
    {
      key: 'perHead',
      label: t('bulletin.col.perHead'),
      numeric: true,
      cell: (r, l) => priceText(l, r.BasFiyat),
    },
    { key: 'perKg', label: t('bulletin.col.perKg'), numeric: true, cell: (r, l) => priceText(l, r.KgFiyat) },
    { key: 'amount', label: t('bulletin.col.amount'), numeric: true, cell: (r, l) => amountText(l, r.Tutar) },
    {
      key: 'trades',
      label: t('bulletin.col.trades'),
      numeric: true,
      cell: (r, l) => formatNumber(l, r.IslemSayisi),
    },
  ];
}

const analysis = (v: number | null, l: Parameters<typeof formatNumber>[0]) =>
  v === null ? '–' : formatNumber(l, v, 2);

/** Columns of the hall lots with analyses (the scatter plots' table alternative). */
export function lotColumns(t: TFunction): Column<HallLotWithAnalyses>[] {
  return [
    { key: 'no', label: t('hallSales.col.registration'), cell: (r) => r.TescilNo },
    { key: 'date', label: t('bulletin.col.date'), cell: (r, l) => formatDate(l, r.IslemTarih) },
    {
      key: 'price',
      label: t('hallSales.col.price'),
      numeric: true,
      cell: (r, l) => priceText(l, r.BirimFiyat, r.FiyatBirimi),
    },
    {
      key: 'qty',
      label: t('bulletin.col.quantity'),
      numeric: true,
      cell: (r, l) => quantityText(l, r.Miktar, r.Birim),
    },
    {
      key: 'protein',
      label: t('hallSales.analysis.Protein'),
      numeric: true,
      cell: (r, l) => analysis(r.Protein, l),
    },
    {
      key: 'hl',
      label: t('hallSales.analysis.Hektolitre'),
      numeric: true,
      cell: (r, l) => analysis(r.Hektolitre, l),
    },
    {
      key: 'moisture',
      label: t('hallSales.analysis.Rutubet'),
      numeric: true,
      cell: (r, l) => analysis(r.Rutubet, l),
    },
  ];
}
