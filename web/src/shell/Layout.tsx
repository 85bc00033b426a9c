import { lazy, type ReactNode, Suspense } from 'react';
import { AfterStart } from '../components/AfterStart';
import { PageSkeleton } from '../components/PageSkeleton';
import { useTranslation } from '../i18n/react';
import { Footer } from './Footer';
import { Header } from './Header';
import { MainNav } from './MainNav';
import { useNavigationEffects } from './navigation-effects';
import { Ticker } from './ticker/Ticker';

// The start-up dialogs (stored user, KVKK consent, intro) only act once the page runs: their code loads
// after it started, not with its first view.
const StartupDialogs = lazy(async () => ({ default: (await import('./StartupDialogs')).StartupDialogs }));

/** The frame every screen lives in: skip link, header, ticker, navigation, main (the routed page), footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useNavigationEffects();
  return (
    <div className="shell">
      <a href="#main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <Header />
      <Ticker />
      <div className="shell-body">
        <div className="shell-sidebar">
          <MainNav />
        </div>
        <main id="main" tabIndex={-1} className="shell-main">
          <Suspense fallback={<PageSkeleton />}>{children}</Suspense>
        </main>
      </div>
      <Footer />
      <AfterStart>
        <Suspense fallback={null}>
          <StartupDialogs />
        </Suspense>
      </AfterStart>
    </div>
  );
}
