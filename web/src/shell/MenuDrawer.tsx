import { Drawer } from '@mantine/core';
import { useEffect, useRef } from 'react';
import { useTranslation } from '../i18n/react';
import { useLocation } from '../routing/router';
import { LanguageSwitch } from './LanguageSwitch';
import { MainNav } from './MainNav';
import { UserArea } from './UserArea';

/**
 * Closes the menu on every navigation, whichever link made it (an area, "Üye Girişi", the user's name, a
 * link a page adds later): a menu left open would cover the page it opened.
 */
function useCloseOnNavigation(onClose: () => void): void {
  const { key } = useLocation();
  const shown = useRef(key);
  useEffect(() => {
    if (key === shown.current) return;
    shown.current = key;
    onClose();
  }, [key, onClose]);
}

/** The phone menu: language switch, sign-in / user and every area; loaded by the header on first open. */
export default function MenuDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  useCloseOnNavigation(onClose);
  return (
    <Drawer opened={opened} onClose={onClose} title={t('nav.menu')} size="xs" className="menu-drawer">
      <div className="drawer-actions">
        <LanguageSwitch />
        <UserArea />
      </div>
      <MainNav onNavigate={onClose} />
    </Drawer>
  );
}
