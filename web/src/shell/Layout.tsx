import { type ReactNode, Suspense } from 'react';
import { PageSkeleton } from '../components/PageSkeleton';
import { useTranslation } from '../i18n/react';
import { Footer } from './Footer';
import { Header } from './Header';
import { MainNav } from './MainNav';
import { useNavigationEffects } from './navigation-effects';
import { StartupDialogs } from './StartupDialogs';
import { Ticker } from './ticker/Ticker';

// A component of its own: it reads the location, so only it renders again on each navigation, not the frame.
function NavigationEffects() {
  useNavigationEffects();
  return null;
}

/** The frame every screen lives in: skip link, header, ticker, navigation, main (the routed page), footer. */
export function Layout({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="shell">
      <NavigationEffects />
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
      <StartupDialogs />
    </div>
  );
}
