import { Drawer } from '@mantine/core';
import { useTranslation } from '../i18n/react';
import { LanguageSwitch } from './LanguageSwitch';
import { MainNav } from './MainNav';
import { UserArea } from './UserArea';

/** The phone menu: language switch, sign-in / user and every area; loaded by the header on first open. */
export default function MenuDrawer({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const { t } = useTranslation();
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
