import type { Language, SalesReport } from '@bulten/core';
import { amountText } from '../../format/amounts';
import { useTranslation } from '../../i18n/react';

const CURRENT = '#1b6b3a';
const EARLIER = '#8a5a00';

/**
 * Amount per group in the period against the same period a year earlier, as horizontal bars (tiny SVGs:
 * no chart library needed); the exact figures are in the table.
 */
export function SalesBars({ report, language }: { report: SalesReport; language: Language }) {
  const { t } = useTranslation();
  const groups = report.Satirlar.filter((r) => r.Seviye === 'GROUP');
  const max = Math.max(1, ...groups.flatMap((g) => [g.Tutar, g.OncekiTutar]));
  return (
    <figure className="sales-bars" style={{ margin: 0 }}>
      <figcaption style={{ fontSize: '0.9rem', marginBottom: 6 }}>
        {t('salesReport.chartLabel')} — <span style={{ color: CURRENT }}>■</span>{' '}
        {t('salesReport.legendCurrent')} <span style={{ color: EARLIER }}>■</span>{' '}
        {t('salesReport.legendEarlier')}
      </figcaption>
      {groups.map((g) => (
        <div key={g.GrupId} style={{ marginBottom: 8 }}>
          <div style={{ fontSize: '0.85rem' }}>
            {g.GrupAdi}: {amountText(language, g.Tutar)} ({amountText(language, g.OncekiTutar)})
          </div>
          <svg viewBox="0 0 100 10" width="100%" height={20} preserveAspectRatio="none" aria-hidden="true">
            <rect x={0} y={0} width={(g.Tutar / max) * 100} height={5.5} fill={CURRENT} />
            <rect x={0} y={6.5} width={(g.OncekiTutar / max) * 100} height={3.5} fill={EARLIER} />
          </svg>
        </div>
      ))}
    </figure>
  );
}
