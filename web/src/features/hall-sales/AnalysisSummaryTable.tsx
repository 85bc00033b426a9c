import type { AnalysisSummary, Language } from '@bulten/core';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '../../i18n/format';
import { priceText, quantityText } from '../bulletin/bulletin-format';
import { ScrollRegion } from '../bulletin/ScrollRegion';

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
    lots: formatNumber(language, summary.LotSayisi),
    quantity: quantityText(language, summary.Miktar, summary.Birim),
    price: priceText(language, summary.OrtFiyat, summary.FiyatBirimi),
  });
  return (
    <ScrollRegion label={caption}>
      <table className="data-table">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('hallDetail.analysis')}</th>
            <th scope="col" className="num">
              {t('hallDetail.average')}
            </th>
            <th scope="col" className="num">
              {t('bulletin.col.min')}
            </th>
            <th scope="col" className="num">
              {t('bulletin.col.max')}
            </th>
            <th scope="col" className="num">
              {t('hallSales.col.lots')}
            </th>
          </tr>
        </thead>
        <tbody>
          {summary.Analizler.map((a) => (
            <tr key={a.Kod}>
              <th scope="row">
                {a.Ad} ({a.Birim})
              </th>
              <td className="num">{formatNumber(language, a.Ortalama, 2)}</td>
              <td className="num">{formatNumber(language, a.Min, 2)}</td>
              <td className="num">{formatNumber(language, a.Max, 2)}</td>
              <td className="num">{formatNumber(language, a.LotSayisi)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}
