import type { AnalysisKey, HallLotWithAnalyses, Language } from '@bulten/core';
import { ANALYSES } from '@bulten/core/plain';
import { createElement } from 'react';
import { amountText } from '../format/amounts';
import { analysisLabel, formatAnalysis } from '../format/analyses';
import { formatDate } from '../format/dates';
import { priceText } from '../format/prices';
import { quantityText } from '../format/quantities';
import type { TFunction } from '../i18n/translator';
import { hallDetailPath } from '../routing/paths';
import { Link } from '../routing/router';
import type { Column } from './DataTable';

/** A link inside a table cell. */
export const tableLink = (to: string, text: string) =>
  createElement(Link, { to, className: 'table-link' }, text);

/**
 * One column per lab analysis of `ANALYSES`, in its order, labelled with its unit (`Protein (%)`) and
 * written with its decimals.
 */
export function analysisColumns<T extends Record<AnalysisKey, number | null>>(
  language: Language,
): Column<T>[] {
  return ANALYSES.map((a) => ({
    key: a.key,
    label: analysisLabel(a, language),
    numeric: true,
    cell: (row: T, l: Language) => formatAnalysis(l, a.key, row[a.key]),
  }));
}

/** A column of the hall lots tables: a lot's field, or an analysis. */
export type LotColumnKey =
  | 'TescilNo'
  | 'IslemTarih'
  | 'UrunAdi'
  | 'BirimFiyat'
  | 'Miktar'
  | 'Tutar'
  | AnalysisKey;

/** The lot columns before the analyses, by key. */
function lotFieldColumns(
  t: TFunction,
): Record<Exclude<LotColumnKey, AnalysisKey>, Column<HallLotWithAnalyses>> {
  return {
    TescilNo: { key: 'TescilNo', label: t('hallSales.col.registration'), cell: (r) => r.TescilNo },
    IslemTarih: { key: 'IslemTarih', label: t('figures.date'), cell: (r, l) => formatDate(l, r.IslemTarih) },
    UrunAdi: {
      key: 'UrunAdi',
      label: t('figures.product'),
      cell: (r) => tableLink(hallDetailPath(r.UrunId, r.IslemTarih), r.UrunAdi),
    },
    BirimFiyat: {
      key: 'BirimFiyat',
      label: t('hallSales.col.price'),
      numeric: true,
      cell: (r, l) => priceText(l, r.BirimFiyat, r.FiyatBirimi),
    },
    Miktar: {
      key: 'Miktar',
      label: t('figures.quantity'),
      numeric: true,
      cell: (r, l) => quantityText(l, r.Miktar, r.Birim),
    },
    Tutar: {
      key: 'Tutar',
      label: t('figures.amount'),
      numeric: true,
      cell: (r, l) => amountText(l, r.Tutar),
    },
  };
}

/** The columns of a hall lots table: the chosen lot fields, then every analysis (crops; live animals have none). */
export function lotColumns(
  t: TFunction,
  language: Language,
  fields: readonly Exclude<LotColumnKey, AnalysisKey>[],
  withAnalyses = true,
): Column<HallLotWithAnalyses>[] {
  const byKey = lotFieldColumns(t);
  const analyses = withAnalyses ? analysisColumns<HallLotWithAnalyses>(language) : [];
  return [...fields.map((key) => byKey[key]), ...analyses];
}
