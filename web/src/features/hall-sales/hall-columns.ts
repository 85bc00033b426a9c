import type { HallClassRow, HallDailyCard, HallSessionRow, Language } from '@bulten/core';
import { createElement } from 'react';
import { ChangeText } from '../../components/ChangeText';
import type { Column } from '../../components/DataTable';
import { figureColumns } from '../../components/figure-columns';
import { analysisColumns, tableLink } from '../../components/lot-columns';
import { amountText } from '../../format/amounts';
import { formatDate } from '../../format/dates';
import { formatCount } from '../../format/numbers';
import { quantitiesText } from '../../format/quantities';
import type { TFunction } from '../../i18n/translator';
import { hallDetailPath } from '../../routing/paths';

/** Columns of a day's hall session per class: the figures block in lots, and the change. */
export function classColumns(t: TFunction): Column<HallClassRow>[] {
  return [
    {
      key: 'class',
      label: t('hallSales.col.class'),
      cell: (r) => tableLink(hallDetailPath(r.SinifId ?? r.GrupId), r.SinifAdi ?? ''),
    },
    ...figureColumns<HallClassRow>(t, { keys: ['min', 'max', 'average', 'quantity', 'amount', 'lots'] }),
    {
      key: 'change',
      label: t('figures.change'),
      numeric: true,
      cell: (r) => createElement(ChangeText, { direction: r.Yon, percent: r.DegisimYuzde, amount: null }),
    },
  ];
}

/** Columns of a day's hall cards: one product each, its figures and every analysis averaged by quantity. */
export function cardColumns(t: TFunction, language: Language): Column<HallDailyCard>[] {
  return [
    {
      key: 'product',
      label: t('figures.product'),
      cell: (r) => tableLink(hallDetailPath(r.UrunId ?? r.GrupId, r.IslemTarih), r.UrunAdi ?? ''),
    },
    ...figureColumns<HallDailyCard>(t, { keys: ['average', 'quantity', 'lots'] }),
    ...analysisColumns<HallDailyCard>(language),
  ];
}

/** Columns of the hall sessions by date. */
export function sessionColumns(t: TFunction): Column<HallSessionRow>[] {
  return [
    {
      key: 'date',
      label: t('figures.date'),
      cell: (r, l) => tableLink(`/salon-satis?tarih=${r.Tarih}`, formatDate(l, r.Tarih)),
    },
    {
      key: 'products',
      label: t('hallSales.col.products'),
      numeric: true,
      cell: (r, l) => formatCount(l, r.UrunSayisi),
    },
    { key: 'lots', label: t('figures.lots'), numeric: true, cell: (r, l) => formatCount(l, r.IslemSayisi) },
    {
      key: 'quantity',
      label: t('figures.quantity'),
      numeric: true,
      cell: (r, l) => quantitiesText(l, r.Miktarlar),
    },
    { key: 'amount', label: t('figures.amount'), numeric: true, cell: (r, l) => amountText(l, r.Tutar) },
    {
      key: 'final',
      label: t('hallSales.col.final'),
      cell: (r) => t(r.Kesin ? 'bulletin.final' : 'bulletin.preliminary'),
    },
  ];
}
