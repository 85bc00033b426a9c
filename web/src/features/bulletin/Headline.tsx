import type { Language, PeriodSummary } from '@bulten/core';
import type { ReactNode } from 'react';
import { ChangeText } from '../../components/ChangeText';
import { FigureTiles } from '../../components/FigureTiles';
import { amountText } from '../../format/amounts';
import { formatDate } from '../../format/dates';
import { formatCount } from '../../format/numbers';
import { formatPrice, priceText } from '../../format/prices';
import { quantityText } from '../../format/quantities';
import { useTranslation } from '../../i18n/react';

/** TL per head and per kg of live weight over a window (live animals). */
export interface AnimalPrices {
  perHead: number | null;
  perKg: number | null;
}

/** Headline figures of a product over the window: last and average prices, change, range, volume. */
export function Headline(props: { summary: PeriodSummary; language: Language; animal?: AnimalPrices }) {
  const { t } = useTranslation();
  const { summary: s, language, animal } = props;
  const items: [string, ReactNode][] = [
    [
      t('product.lastAvg', { date: formatDate(language, s.SonTarih) }),
      priceText(language, s.SonGunOrtFiyat, s.FiyatBirimi),
    ],
    [t('product.windowAvg'), priceText(language, s.OrtFiyat, s.FiyatBirimi)],
    [
      t('product.change'),
      <ChangeText key="c" direction={s.Yon} percent={s.DegisimYuzde} amount={s.Degisim} />,
    ],
    [t('figures.min'), priceText(language, s.MinFiyat, s.FiyatBirimi)],
    [t('figures.max'), priceText(language, s.MaxFiyat, s.FiyatBirimi)],
    [t('figures.quantity'), quantityText(language, s.Miktar, s.Birim)],
    [t('figures.amount'), amountText(language, s.Tutar)],
    [t('figures.count'), formatCount(language, s.IslemSayisi)],
    [t('product.tradingDays'), formatCount(language, s.IslemGunu)],
  ];
  if (animal) {
    items.push([t('bulletin.col.perHead'), formatPrice(language, animal.perHead)]);
    items.push([t('bulletin.col.perKg'), formatPrice(language, animal.perKg)]);
  }
  return <FigureTiles items={items} label={t('product.headline')} />;
}
