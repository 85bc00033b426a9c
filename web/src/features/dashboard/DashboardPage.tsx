import { Anchor } from '@mantine/core';
import { useLatestTrades } from '../../api/hooks/use-latest-trades';
import { useLiveBulletin } from '../../api/hooks/use-live-bulletin';
import { useMainCards } from '../../api/hooks/use-main-cards';
import { useMainCardsCh } from '../../api/hooks/use-main-cards-ch';
import { useSessionStatus } from '../../api/hooks/use-session-status';
import { Block } from '../../components/Block';
import { DayTotalsBlock } from '../../components/market/DayTotals';
import { SessionPanel } from '../../components/market/SessionPanel';
import { TradesTable } from '../../components/market/TradesTable';
import { PageFrame } from '../../components/PageFrame';
import { QueryState } from '../../components/QueryState';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../routing/router';
import { CardSections } from './CardSections';
import '../../components/card-grid.css';
import './dashboard.css';

/** Rows of the dashboard's latest trades. */
export const DASHBOARD_TRADES = 15;

function LatestBlock() {
  const { t } = useTranslation();
  const trades = useLatestTrades({ limit: DASHBOARD_TRADES });
  return (
    <Block id="son-islemler" title={t('dashboard.latestTrades')}>
      <div aria-live="polite" aria-relevant="additions">
        <QueryState query={trades}>
          {(rows) => <TradesTable rows={rows} caption={t('latestTrades.caption')} withDate />}
        </QueryState>
      </div>
      <Anchor component={Link} to="/son-islemler">
        {t('dashboard.allTrades')}
      </Anchor>
    </Block>
  );
}

/**
 * `/` and `online-bulten-dashboard`: the crop cards first (today's class prices are what most visitors come
 * for, and on a phone they fill the first screen), then session, the day's totals, live-animal cards and
 * latest trades.
 */
export function DashboardPage() {
  const { t } = useTranslation();
  useLiveBulletin();
  const session = useSessionStatus();
  const crops = useMainCards();
  const animals = useMainCardsCh();
  return (
    <PageFrame title={t('dashboard.title')} description={t('dashboard.description')}>
      <Block id="urun-kartlari" title={t('dashboard.cropCards')}>
        <QueryState query={crops}>{(cards) => <CardSections cards={cards} liveAnimal={false} />}</QueryState>
      </Block>
      <Block id="seans-durumu" title={t('dashboard.session')}>
        <QueryState query={session} isEmpty={() => false} loading={<span />}>
          {(status) => <SessionPanel status={status} />}
        </QueryState>
      </Block>
      <DayTotalsBlock date={session.isSuccess ? session.data.SonIslemGunu : undefined} />
      <Block id="canli-hayvan-kartlari" title={t('dashboard.animalCards')}>
        <QueryState query={animals}>{(cards) => <CardSections cards={cards} liveAnimal />}</QueryState>
      </Block>
      <LatestBlock />
    </PageFrame>
  );
}
