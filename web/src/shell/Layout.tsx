import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { PageSkeleton } from '../components/PageSkeleton';
import { useTranslation } from '../i18n/react';
import { Footer } from './Footer';
import { Header } from './Header';
import { MainNav } from './MainNav';
import { useNavigationEffects } from './navigation-effects';
import { StartupDialogs } from './StartupDialogs';
import { Ticker } from './ticker/Ticker';

/** The frame every screen lives in: skip link, header, ticker, navigation, main, footer. */
export function Layout() {
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
          <Suspense fallback={<PageSkeleton />}>
            <Outlet />
          </Suspense>
        </main>
      </div>
      <Footer />
      <StartupDialogs />
    </div>
  );
}
