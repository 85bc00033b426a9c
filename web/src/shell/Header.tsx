import { Burger, Drawer } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useServices } from '../app/services';
import { LanguageSwitch } from './LanguageSwitch';
import { MainNav } from './MainNav';
import { UserArea } from './UserArea';

/** The header: exchange logo and name, language switch, sign-in / user, and the phone menu drawer. */
export function Header() {
  const { t } = useTranslation();
  const { config } = useServices();
  const [opened, drawer] = useDisclosure(false);

  return (
    <header className="shell-header">
      <Burger
        opened={opened}
        onClick={drawer.toggle}
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
      <Drawer opened={opened} onClose={drawer.close} title={t('nav.menu')} size="xs" className="menu-drawer">
        <div className="drawer-actions">
          <LanguageSwitch />
          <UserArea />
        </div>
        <MainNav onNavigate={drawer.close} />
      </Drawer>
    </header>
  );
}
