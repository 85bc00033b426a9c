import { useEffect } from 'react';
import { useServices } from '../../app/services';
import { useTranslation } from '../../i18n/react';
import { useSearchParams } from '../../routing/router';
import { ClassPages } from './ClassPages';
import { HallHeader } from './HallHeader';
import { HallTicker } from './HallTicker';
import { pageSeconds } from './hall-pages';
import { TradeStrip } from './TradeStrip';
import { useHallData } from './use-hall-data';
import './hall-screen.css';

/**
 * `/salon-ekrani`: the board for the trading hall's televisions (1920×1080 or 1280×720, read from five
 * metres, no interaction; everything scales with the screen): the day's class prices in pages that rotate by
 * themselves (`?sure=` seconds per page; as many rows a page as fit), the latest trades scrolling, session
 * state and clock, the ticker; live through the event stream and refreshed on its own after an interruption
 * (the last figures stay up meanwhile, with a notice).
 */
export function HallScreenPage() {
  const { t } = useTranslation();
  const { language } = useServices();
  const [params] = useSearchParams();
  const { classes, trades, session, offline } = useHallData();
  useEffect(() => {
    document.title = t('hallScreen.title');
  }, [t]);
  return (
    <div className="hall-screen" data-theme="dark">
      <HallHeader status={session.data} offline={offline} />
      <main className="hall-main">
        {classes.data && classes.data.length > 0 ? (
          <ClassPages rows={classes.data} language={language} seconds={pageSeconds(params.get('sure'))} />
        ) : (
          <section className="hall-classes" aria-label={t('hallScreen.classes')}>
            <p className="hall-empty">
              {t(classes.isPending ? 'hallScreen.loading' : 'hallScreen.noClasses')}
            </p>
          </section>
        )}
        <TradeStrip trades={trades.data ?? []} language={language} />
      </main>
      <HallTicker />
    </div>
  );
}
