import { useEffect, useState } from 'react';
import { useServices } from '../../app/services';
import { useTranslation } from '../../i18n/react';
import { useSearchParams } from '../../routing/router';
import { ClassBoard } from './ClassBoard';
import { HallHeader } from './HallHeader';
import { HallTicker } from './HallTicker';
import { pageSeconds, pagesOf } from './hall-pages';
import { TradeStrip } from './TradeStrip';
import { useHallData } from './use-hall-data';
import './hall-screen.css';

/** The page shown now of `count` pages, moving on every `seconds`. */
function useRotation(count: number, seconds: number): number {
  const [tick, setTick] = useState(0);
  useEffect(() => {
    const timer = setInterval(() => setTick((n) => n + 1), seconds * 1000);
    return () => clearInterval(timer);
  }, [seconds]);
  return tick % Math.max(1, count);
}

/**
 * `/salon-ekrani`: the board for the trading hall's televisions (1920×1080, read from five metres, no
 * interaction): the day's class prices in pages that rotate by themselves (`?sure=` seconds per page), the
 * latest trades scrolling, session state and clock, the ticker; live through the event stream and
 * refreshed on its own after an interruption (the last figures stay up meanwhile, with a notice).
 */
export function HallScreenPage() {
  const { t } = useTranslation();
  const { language } = useServices();
  const [params] = useSearchParams();
  const { classes, trades, session, offline } = useHallData();
  const pages = pagesOf(classes.data ?? []);
  const page = useRotation(pages.length, pageSeconds(params.get('sure')));
  useEffect(() => {
    document.title = t('hallScreen.title');
  }, [t]);
  return (
    <div className="hall-screen" data-theme="dark">
      <HallHeader status={session.data} offline={offline} />
      <main className="hall-main">
        <section className="hall-classes" aria-label={t('hallScreen.classes')}>
          {classes.data && classes.data.length > 0 ? (
            <ClassBoard rows={pages[page] ?? []} page={page} pages={pages.length} language={language} />
          ) : (
            <p className="hall-empty">
              {t(classes.isPending ? 'hallScreen.loading' : 'hallScreen.noClasses')}
            </p>
          )}
        </section>
        <TradeStrip trades={trades.data ?? []} language={language} />
      </main>
      <HallTicker />
    </div>
  );
}
