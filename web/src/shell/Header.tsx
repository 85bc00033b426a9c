import { Burger } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useState } from 'react';
import { useServices } from '../app/services';
import { useTranslation } from '../i18n/react';
import { Link } from '../routing/router';
import { LanguageSwitch } from './LanguageSwitch';
import { UserArea } from './UserArea';

// The drawer (Mantine's Drawer with its focus trap, scroll area and floating-ui) is not on the first view.
const MenuDrawer = lazy(() => import('./MenuDrawer'));

/** The header: exchange logo and name, language switch, sign-in / user, and the phone menu drawer. */
export function Header() {
  const { t } = useTranslation();
  const { config } = useServices();
  const [opened, drawer] = useDisclosure(false);
  const [used, setUsed] = useState(false);

  return (
    <header className="shell-header">
      <Burger
        opened={opened}
        onClick={() => {
          setUsed(true);
          drawer.toggle();
        }}
        className="menu-button"
        aria-label={t('nav.menu')}
        aria-expanded={opened}
        size="sm"
      />
      <Link to="/" className="brand">
        <img src={config.exchangeLogo} alt="" width={36} height={36} />
        <span>{config.exchangeName}</span>
      </Link>
      <div className="header-actions">
        <LanguageSwitch />
        <UserArea />
      </div>
      {used && (
        <Suspense fallback={null}>
          <MenuDrawer opened={opened} onClose={drawer.close} />
        </Suspense>
      )}
    </header>
  );
}
