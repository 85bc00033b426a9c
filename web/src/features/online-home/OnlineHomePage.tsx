import type { Card, CardCh } from '@bulten/core';
import { Alert } from '@mantine/core';
import { useLiveBulletin } from '../../api/hooks/use-live-bulletin';
import { useMainCards } from '../../api/hooks/use-main-cards';
import { useMainCardsCh } from '../../api/hooks/use-main-cards-ch';
import { useSessionStatus } from '../../api/hooks/use-session-status';
import { Block } from '../../components/Block';
import { DayTotalsBlock } from '../../components/market/DayTotals';
import { SessionPanel } from '../../components/market/SessionPanel';
import { PageFrame } from '../../components/PageFrame';
import { PageSkeleton } from '../../components/PageSkeleton';
import { ErrorNotice } from '../../components/QueryState';
import { useTranslation } from '../../i18n/react';
import { useParams } from '../../routing/router';
import { ArrivalsBlock } from './ArrivalsBlock';
import { type HomeCard, MostTradedBlock, MoversBlock } from './HomeMarket';
import { ModulesBlock } from './ModulesBlock';
import { orderModules } from './modules';
import '../../components/card-grid.css';
import './online-home.css';

/** The class cards (crops, then live animals) of a trading day; every class card without a day. */
export function classCardsOf(
  crops: readonly Card[],
  animals: readonly CardCh[],
  day: string | null | undefined,
): HomeCard[] {
  const pick = (cards: readonly Card[], liveAnimal: boolean) =>
    cards
      .filter((c) => c.Seviye === 'CLASS' && (!day || c.IslemTarih === day))
      .map((card) => ({ card, liveAnimal }));
  return [...pick(crops, false), ...pick(animals, true)];
}

function MarketBlocks({ day }: { day: string | null | undefined }) {
  const crops = useMainCards();
  const animals = useMainCardsCh();
  const failed = crops.isError ? crops : animals.isError ? animals : null;
  if (failed) return <ErrorNotice error={failed.error} onRetry={() => void failed.refetch()} />;
  if (!crops.data || !animals.data) return <PageSkeleton rows={6} />;
  const cards = classCardsOf(crops.data, animals.data, day);
  return (
    <>
      <MoversBlock cards={cards} />
      <MostTradedBlock cards={cards} />
    </>
  );
}

/** `online-anasayfa`, `home`, `home/:tip`: the day's summary, movers, most traded, arrivals, every module. */
export function OnlineHomePage() {
  const { t } = useTranslation();
  const { tip } = useParams();
  useLiveBulletin();
  const session = useSessionStatus();
  const day = session.isSuccess ? session.data.SonIslemGunu : undefined;
  const { modules, selected } = orderModules(tip);
  const title = selected ? `${t('onlineHome.title')}: ${t(`${selected.area}.title`)}` : t('onlineHome.title');
  return (
    <PageFrame title={title} description={t('onlineHome.description')}>
      {tip && !selected && <Alert color="yellow">{t('onlineHome.unknownModule', { tip })}</Alert>}
      {selected && (
        <ModulesBlock
          id="secili-modul"
          title={t('onlineHome.selectedModule')}
          modules={[selected]}
          selected={selected}
        />
      )}
      <Block id="gunun-ozeti" title={t('onlineHome.summary')}>
        {session.isError ? (
          <ErrorNotice error={session.error} onRetry={() => void session.refetch()} />
        ) : session.data ? (
          <SessionPanel status={session.data} />
        ) : (
          <PageSkeleton rows={1} />
        )}
      </Block>
      <DayTotalsBlock date={day} />
      <MarketBlocks day={day} />
      <ArrivalsBlock date={day} />
      <ModulesBlock
        id="moduller"
        title={t(selected ? 'onlineHome.otherModules' : 'onlineHome.modules')}
        modules={selected ? modules.slice(1) : modules}
        selected={null}
      />
    </PageFrame>
  );
}
