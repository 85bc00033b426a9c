import type { Card, CardCh } from '@bulten/core';
import { useServices } from '../../app/services';
import { ChangeText } from '../../components/ChangeText';
import { formatDate } from '../../format/dates';
import { formatCount } from '../../format/numbers';
import { formatPrice, priceText } from '../../format/prices';
import { quantityText } from '../../format/quantities';
import { useTranslation } from '../../i18n/react';
import { bulletinPath } from '../../routing/paths';
import { Link } from '../../routing/router';
import { Sparkline } from './Sparkline';

/** One dashboard card: weighted average, change, min–max, quantity, trades, day and a 30-day sparkline. */
export function MarketCard({ card, liveAnimal }: { card: Card | CardCh; liveAnimal: boolean }) {
  const { t } = useTranslation();
  const { language } = useServices();
  const name = card.SinifAdi ?? card.GrupAdi;
  const id = `kart-${card.SinifId ?? card.GrupId}`;
  return (
    <article className="market-card" data-level={card.Seviye} aria-labelledby={id}>
      <h4 id={id}>
        <Link to={bulletinPath(card.SinifId ?? card.GrupId, liveAnimal)}>{name}</Link>
      </h4>
      <p className="price">{priceText(language, card.OrtFiyat, card.FiyatBirimi)}</p>
      <p className="card-change">
        <ChangeText
          direction={card.Yon}
          percent={card.DegisimYuzde}
          amount={card.Degisim}
          empty={t('dashboard.noChange')}
        />
      </p>
      <dl className="card-figures">
        <dt>{t('dashboard.minMax')}</dt>
        <dd>
          {formatPrice(language, card.MinFiyat)} – {formatPrice(language, card.MaxFiyat)}
        </dd>
        <dt>{t('figures.quantity')}</dt>
        <dd>{quantityText(language, card.Miktar, card.Birim)}</dd>
        {'KgFiyat' in card && card.KgFiyat !== null && (
          <>
            <dt>{t('dashboard.kgPrice')}</dt>
            <dd>{formatPrice(language, card.KgFiyat)} TL/kg</dd>
          </>
        )}
        <dt>{t('figures.count')}</dt>
        <dd>{formatCount(language, card.IslemSayisi)}</dd>
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
