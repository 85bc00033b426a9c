import type { Language, PeriodSummary } from '@bulten/core';
import { useTranslation } from 'react-i18next';
import { formatDate, formatNumber } from '../../i18n/format';
import { amountText, priceText, quantityText } from './bulletin-format';
import { ChangeCell } from './ChangeCell';

/** TL per head and per kg of live weight over a window (live animals). */
export interface AnimalPrices {
  perHead: number | null;
  perKg: number | null;
}

/** Headline figures of a product over the window: last and average prices, change, range, volume. */
export function Headline(props: { summary: PeriodSummary; language: Language; animal?: AnimalPrices }) {
  const { t } = useTranslation();
  const { summary: s, language, animal } = props;
  const items: [string, React.ReactNode][] = [
    [
      t('product.lastAvg', { date: formatDate(language, s.SonTarih) }),
      priceText(language, s.SonGunOrtFiyat, s.FiyatBirimi),
    ],
    [t('product.windowAvg'), priceText(language, s.OrtFiyat, s.FiyatBirimi)],
    [
      t('product.change'),
      <ChangeCell
        key="c"
        language={language}
        direction={s.Yon}
        percent={s.DegisimYuzde}
        amount={s.Degisim}
      />,
    ],
    [t('bulletin.col.min'), priceText(language, s.MinFiyat, s.FiyatBirimi)],
    [t('bulletin.col.max'), priceText(language, s.MaxFiyat, s.FiyatBirimi)],
    [t('bulletin.col.quantity'), quantityText(language, s.Miktar, s.Birim)],
    [t('bulletin.col.amount'), amountText(language, s.Tutar)],
    [t('bulletin.col.trades'), formatNumber(language, s.IslemSayisi)],
    [t('product.tradingDays'), formatNumber(language, s.IslemGunu)],
  ];
  if (animal) {
    items.push([t('bulletin.col.perHead'), priceText(language, animal.perHead)]);
    items.push([t('bulletin.col.perKg'), priceText(language, animal.perKg)]);
  }
  return (
    <dl className="headline-grid" aria-label={t('product.headline')}>
      {items.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
