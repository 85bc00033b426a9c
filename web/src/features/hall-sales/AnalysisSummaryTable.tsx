import { type AnalysisFigure, type AnalysisSummary, analysisByKey, type Language } from '@bulten/core';
import { type Column, DataTable } from '../../components/DataTable';
import { analysisLabel, formatAnalysis } from '../../format/analyses';
import { formatCount } from '../../format/numbers';
import { priceText } from '../../format/prices';
import { quantityText } from '../../format/quantities';
import { useTranslation } from '../../i18n/react';
import type { TFunction } from '../../i18n/translator';

function summaryColumns(t: TFunction, language: Language): Column<AnalysisFigure>[] {
  const value = (pick: (a: AnalysisFigure) => number) => (a: AnalysisFigure, l: Language) =>
    formatAnalysis(l, a.Kod, pick(a));
  return [
    {
      key: 'analysis',
      label: t('hallDetail.analysis'),
      cell: (a) => analysisLabel(analysisByKey(a.Kod), language),
    },
    { key: 'average', label: t('hallDetail.average'), numeric: true, cell: value((a) => a.Ortalama) },
    { key: 'min', label: t('figures.min'), numeric: true, cell: value((a) => a.Min) },
    { key: 'max', label: t('figures.max'), numeric: true, cell: value((a) => a.Max) },
    { key: 'lots', label: t('figures.lots'), numeric: true, cell: (a, l) => formatCount(l, a.LotSayisi) },
  ];
}

/** One product's hall analyses of a day: average (weighted by quantity), min, max and lots per analysis. */
export function AnalysisSummaryTable({
  summary,
  language,
}: {
  summary: AnalysisSummary;
  language: Language;
}) {
  const { t } = useTranslation();
  const caption = t('hallDetail.analysisCaption', {
    product: summary.UrunAdi ?? summary.SinifAdi ?? summary.GrupAdi,
    lots: formatCount(language, summary.LotSayisi),
    quantity: quantityText(language, summary.Miktar, summary.Birim),
    price: priceText(language, summary.OrtFiyat, summary.FiyatBirimi),
  });
  return (
    <DataTable
      rows={summary.Analizler}
      columns={summaryColumns(t, language)}
      rowKey={(a) => a.Kod}
      caption={caption}
      language={language}
    />
  );
}
