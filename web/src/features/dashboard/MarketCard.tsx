import type { Card, CardCh, Language } from '@bulten/core';
import { VisuallyHidden } from '@mantine/core';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../../app/services';
import { formatDate } from '../../i18n/format';
import { priceText, quantityText } from '../transactions/trade-format';
import { formatPrice, formatSigned } from './market-figures';
import { Sparkline } from './Sparkline';

const ARROWS = { UP: '▲', DOWN: '▼', UNCH: '▬' } as const;

/** The change line of a card: arrow, TL and % (`▲ +0,6413 TL (+%3,39)`); a dash without a previous day. */
export function changeText(t: TFunction, language: Language, card: Card): string {
  if (card.Degisim === null || card.DegisimYuzde === null || card.Yon === null)
    return t('dashboard.noChange');
  const pct = formatSigned(language, card.DegisimYuzde, 2);
  const sign = /^[+-]/.test(pct) ? pct[0] : '';
  const percent = `${sign}${t('dashboard.percent', { value: pct.replace(/^[+-]/, '') })}`;
  return `${ARROWS[card.Yon]} ${formatSigned(language, card.Degisim, 4)} TL (${percent})`;
}

/** The page of a card's node: a class card opens its class, a group card its group. */
export function cardPath(card: Card, liveAnimal: boolean): string {
  return `/${liveAnimal ? 'online-bulten-ch' : 'online-bulten'}/${card.SinifId ?? card.GrupId}`;
}

/** One dashboard card: weighted average, change, min–max, quantity, trades, day and a 30-day sparkline. */
export function MarketCard({ card, liveAnimal }: { card: Card | CardCh; liveAnimal: boolean }) {
  const { t } = useTranslation();
  const { language } = useServices();
  const name = card.SinifAdi ?? card.GrupAdi;
  const id = `kart-${card.SinifId ?? card.GrupId}`;
  const direction = t(`dashboard.direction.${card.Yon ?? 'NONE'}`);
  return (
    <article className="market-card" data-level={card.Seviye} aria-labelledby={id}>
      <h4 id={id}>
        <Link to={cardPath(card, liveAnimal)}>{name}</Link>
      </h4>
      <p className="price">{priceText(language, card.OrtFiyat, card.FiyatBirimi)}</p>
      <p className="change" data-dir={card.Yon ?? 'NONE'}>
        <VisuallyHidden>{direction}: </VisuallyHidden>
        {changeText(t, language, card)}
      </p>
      <dl className="card-figures">
        <dt>{t('dashboard.minMax')}</dt>
        <dd>
          {formatPrice(language, card.MinFiyat)} – {formatPrice(language, card.MaxFiyat)}
        </dd>
        <dt>{t('dashboard.quantity')}</dt>
        <dd>{quantityText(t, language, card.Miktar, card.Birim)}</dd>
        {'KgFiyat' in card && card.KgFiyat !== null && (
          <>
            <dt>{t('dashboard.kgPrice')}</dt>
            <dd>{formatPrice(language, card.KgFiyat)} TL/kg</dd>
          </>
        )}
        <dt>{t('dashboard.trades')}</dt>
        <dd>{card.IslemSayisi}</dd>
        <dt>{t('dashboard.day')}</dt>
        <dd>
          {formatDate(language, card.IslemTarih)} ·{' '}
          {t(card.Kesin ? 'dashboard.final' : 'dashboard.preliminary')}
        </dd>
      </dl>
      <Sparkline series={card.Seri} label={t('dashboard.sparkline', { name, count: card.Seri.length })} />
    </article>
  );
}
