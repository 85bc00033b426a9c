import type { OwnUser } from '@bulten/core';
import { Alert, Anchor, Button, Group, Text } from '@mantine/core';
import { type ComponentType, Suspense } from 'react';
import { useServices } from '../../app/services';
import { PageSkeleton } from '../../components/PageSkeleton';
import { useTranslation } from '../../i18n/react';
import { Link, Navigate, NavLink, Route, Switch } from '../../routing/router';
import { logoutAndReload } from '../../session/logout';
import { AuditScreen } from './audit/AuditScreen';
import { CatalogueScreen } from './catalogue/CatalogueScreen';
import { ContentScreen } from './content/ContentScreen';
import { ImportScreen } from './import/ImportScreen';
import { KvkkScreen } from './kvkk/KvkkScreen';
import { PeersScreen } from './peers/PeersScreen';
import { RegistrationsScreen } from './registrations/RegistrationsScreen';
import {
  CONSOLE_SCREENS,
  type ConsoleScreen,
  mayRead,
  mayWrite,
  type ScreenProps,
  type StaffRole,
} from './staff-roles';
import { TickerScreen } from './ticker/TickerScreen';
import { UsersScreen } from './users/UsersScreen';

/** The console's own path; its screens are under it. */
const CONSOLE_PATH = '/yonetim';

const SCREENS: Record<string, ComponentType<ScreenProps>> = {
  tescil: RegistrationsScreen,
  'ice-aktar': ImportScreen,
  katalog: CatalogueScreen,
  'kayan-yazi': TickerScreen,
  kvkk: KvkkScreen,
  icerik: ContentScreen,
  kullanicilar: UsersScreen,
  denetim: AuditScreen,
  borsalar: PeersScreen,
};

function Forbidden() {
  const { t } = useTranslation();
  return (
    <Alert color="red" role="alert" title={t('staff.forbidden.title')}>
      {t('staff.forbidden.text')}
    </Alert>
  );
}

function screenElement(screen: ConsoleScreen, role: StaffRole) {
  if (!mayRead(screen, role)) return <Forbidden />;
  const Screen = SCREENS[screen.path]!;
  return <Screen may={(write) => mayWrite(screen, role, write)} />;
}

/** The signed-in console: header (user, role, sign-out), the screens the role may open, and the screen. */
export function ConsoleLayout({ role, user }: { role: StaffRole; user: OwnUser }) {
  const { t } = useTranslation();
  const services = useServices();
  const allowed = CONSOLE_SCREENS.filter((s) => mayRead(s, role));
  // Signing out clears all local storage; the console stays in the language it was used in.
  const signOut = () => void logoutAndReload(services, { to: CONSOLE_PATH, keepLanguage: true });
  return (
    <div className="staff-console">
      <a href="#staff-main" className="skip-link">
        {t('app.skipToContent')}
      </a>
      <header className="staff-header">
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Anchor component={Link} to={CONSOLE_PATH} fw={700} c="inherit">
            {t('staff.title')}
          </Anchor>
          <Group gap="sm" wrap="wrap">
            <Text size="sm" data-testid="staff-user">
              {t('staff.header.user', {
                name: user.AdSoyad || user.KullaniciAdi,
                role: t(`staff.roles.${role}`),
              })}
            </Text>
            <Anchor component={Link} to="/" size="sm" c="inherit">
              {t('staff.header.publicSite')}
            </Anchor>
            <Button size="xs" variant="white" onClick={signOut}>
              {t('session.logout')}
            </Button>
          </Group>
        </Group>
      </header>
      <nav aria-label={t('staff.nav.label')} className="staff-nav">
        {allowed.map((s) => (
          <NavLink key={s.path} to={`${CONSOLE_PATH}/${s.path}`} className="staff-nav-link">
            {t(s.titleKey)}
          </NavLink>
        ))}
      </nav>
      <main id="staff-main" tabIndex={-1} className="staff-main">
        <Suspense fallback={<PageSkeleton />}>
          <Switch>
            <Route path={CONSOLE_PATH}>
              <Navigate to={`${CONSOLE_PATH}/${allowed[0]!.path}`} replace />
            </Route>
            {CONSOLE_SCREENS.map((s) => (
              <Route key={s.path} path={`${CONSOLE_PATH}/${s.path}`}>
                {screenElement(s, role)}
              </Route>
            ))}
            <Route>
              <Navigate to={CONSOLE_PATH} replace />
            </Route>
          </Switch>
        </Suspense>
      </main>
    </div>
  );
}
