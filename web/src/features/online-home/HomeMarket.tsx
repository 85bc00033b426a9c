import type { Card } from '@bulten/core';
import { Anchor } from '@mantine/core';
import { useServices } from '../../app/services';
import { Block } from '../../components/Block';
import { ChangeText } from '../../components/ChangeText';
import { amountText } from '../../format/amounts';
import { priceText } from '../../format/prices';
import { useTranslation } from '../../i18n/react';
import { bulletinPath } from '../../routing/paths';
import { Link } from '../../routing/router';
import { mostTraded, topMovers } from './rankings';

/** A class card with whether it is a live-animal class. */
export interface HomeCard {
  card: Card;
  liveAnimal: boolean;
}

/** How many rows each ranking shows. */
export const RANK_SIZE = 5;

function CardLink({ item }: { item: HomeCard }) {
  return (
    <Anchor component={Link} to={bulletinPath(item.card.SinifId ?? item.card.GrupId, item.liveAnimal)}>
      {item.card.SinifAdi ?? item.card.GrupAdi}
    </Anchor>
  );
}

function MoverList({ items, label }: { items: HomeCard[]; label: string }) {
  const { t } = useTranslation();
  const { language } = useServices();
  if (items.length === 0) return <p>{t('onlineHome.noMovers')}</p>;
  return (
    <ol className="home-list" aria-label={label}>
      {items.map((item) => (
        <li key={item.card.SinifId}>
          <CardLink item={item} />{' '}
          <ChangeText
            direction={item.card.Yon}
            percent={item.card.DegisimYuzde}
            amount={item.card.Degisim}
            empty={t('dashboard.noChange')}
          />{' '}
          <span className="sub">{priceText(language, item.card.OrtFiyat, item.card.FiyatBirimi)}</span>
        </li>
      ))}
    </ol>
  );
}

/** Top movers up and down (class cards' DegisimYuzde). */
export function MoversBlock({ cards }: { cards: readonly HomeCard[] }) {
  const { t } = useTranslation();
  const { up, down } = topMovers(
    cards.map((c) => ({ ...c, DegisimYuzde: c.card.DegisimYuzde })),
    RANK_SIZE,
  );
  return (
    <Block id="en-cok-degisenler" title={t('onlineHome.movers')}>
      <div className="home-columns">
        <div>
          <h3 className="home-subtitle">{t('onlineHome.up')}</h3>
          <MoverList items={up} label={t('onlineHome.up')} />
        </div>
        <div>
          <h3 className="home-subtitle">{t('onlineHome.down')}</h3>
          <MoverList items={down} label={t('onlineHome.down')} />
        </div>
      </div>
    </Block>
  );
}

/** The classes with the largest amounts. */
export function MostTradedBlock({ cards }: { cards: readonly HomeCard[] }) {
  const { t } = useTranslation();
  const { language } = useServices();
  const top = mostTraded(
    cards.map((c) => ({ ...c, Tutar: c.card.Tutar })),
    RANK_SIZE,
  );
  return (
    <Block id="en-cok-islem-gorenler" title={t('onlineHome.mostTraded')}>
      <ol className="home-list" aria-label={t('onlineHome.mostTraded')}>
        {top.map((item) => (
          <li key={item.card.SinifId}>
            <CardLink item={item} /> <span className="amount">{amountText(language, item.card.Tutar)}</span>{' '}
            <span className="sub">{t('onlineHome.tradeCount', { count: item.card.IslemSayisi })}</span>
          </li>
        ))}
      </ol>
    </Block>
  );
}
