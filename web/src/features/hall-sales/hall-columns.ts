import type { ArrivalRow, HallClassRow, HallDailyCard, HallSessionRow, Language } from '@bulten/core';
import type { TFunction } from 'i18next';
import { createElement } from 'react';
import { Link } from 'react-router';
import { formatDate, formatDateTime, formatNumber } from '../../i18n/format';
import { amountText, percentText, priceText, quantityText } from '../bulletin/bulletin-format';
import type { Column } from '../bulletin/DaysTable';

const link = (to: string, text: string) => createElement(Link, { to, className: 'table-link' }, text);
const analysis = (l: Language, v: number | null) => (v === null ? '–' : formatNumber(l, v, 2));

/** Columns of a day's hall session per class. */
export function classColumns(t: TFunction): Column<HallClassRow>[] {
  return [
    {
      key: 'class',
      label: t('hallSales.col.class'),
      cell: (r) => link(`/salon-satis-detay/${r.SinifId}`, r.SinifAdi ?? ''),
    },
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
      key: 'lots',
      label: t('hallSales.col.lots'),
      numeric: true,
      cell: (r, l) => formatNumber(l, r.IslemSayisi),
    },
    {
      key: 'change',
      label: t('bulletin.col.change'),
      numeric: true,
      cell: (r, l) => percentText(l, r.DegisimYuzde),
    },
  ];
}

/** Columns of a day's hall cards (one product each, analyses averaged by quantity). */
export function cardColumns(t: TFunction): Column<HallDailyCard>[] {
  return [
    {
      key: 'product',
      label: t('bulletin.col.product'),
      cell: (r) => link(`/salon-satis-detay/${r.UrunId}?tarih=${r.IslemTarih}`, r.UrunAdi ?? ''),
    },
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
    {
      key: 'lots',
      label: t('hallSales.col.lots'),
      numeric: true,
      cell: (r, l) => formatNumber(l, r.IslemSayisi),
    },
    {
      key: 'protein',
      label: t('hallSales.analysis.Protein'),
      numeric: true,
      cell: (r, l) => analysis(l, r.Protein),
    },
    {
      key: 'hl',
      label: t('hallSales.analysis.Hektolitre'),
      numeric: true,
      cell: (r, l) => analysis(l, r.Hektolitre),
    },
    {
      key: 'moisture',
      label: t('hallSales.analysis.Rutubet'),
      numeric: true,
      cell: (r, l) => analysis(l, r.Rutubet),
    },
  ];
}

/** Columns of a day's arrivals at the hall. */
export function arrivalColumns(t: TFunction): Column<ArrivalRow>[] {
  return [
    {
      key: 'time',
      label: t('hallSales.col.arrival'),
      cell: (r, l) => formatDateTime(l, new Date(r.GelisZamani)).slice(-5),
    },
    { key: 'product', label: t('bulletin.col.product'), cell: (r) => r.UrunAdi },
    {
      key: 'qty',
      label: t('bulletin.col.quantity'),
      numeric: true,
      cell: (r, l) => quantityText(l, r.Miktar, r.Birim),
    },
    {
      key: 'vehicles',
      label: t('hallSales.col.vehicles'),
      numeric: true,
      cell: (r, l) => formatNumber(l, r.AracSayisi),
    },
    {
      key: 'place',
      label: t('hallSales.col.place'),
      cell: (r) => [r.Il, r.Ilce].filter(Boolean).join(' / '),
    },
    { key: 'status', label: t('hallSales.col.status'), cell: (r) => r.DurumAdi },
  ];
}

/** Columns of the hall sessions by date. */
export function sessionColumns(t: TFunction): Column<HallSessionRow>[] {
  return [
    {
      key: 'date',
      label: t('bulletin.col.date'),
      cell: (r, l) => link(`/salon-satis?tarih=${r.Tarih}`, formatDate(l, r.Tarih)),
    },
    {
      key: 'products',
      label: t('hallSales.col.products'),
      numeric: true,
      cell: (r, l) => formatNumber(l, r.UrunSayisi),
    },
    {
      key: 'lots',
      label: t('hallSales.col.lots'),
      numeric: true,
      cell: (r, l) => formatNumber(l, r.IslemSayisi),
    },
    {
      key: 'qty',
      label: t('bulletin.col.quantity'),
      numeric: true,
      cell: (r, l) => r.Miktarlar.map((m) => quantityText(l, m.Miktar, m.Birim)).join(', '),
    },
    { key: 'amount', label: t('bulletin.col.amount'), numeric: true, cell: (r, l) => amountText(l, r.Tutar) },
    {
      key: 'final',
      label: t('hallSales.col.final'),
      cell: (r) => t(r.Kesin ? 'bulletin.final' : 'bulletin.preliminary'),
    },
  ];
}
