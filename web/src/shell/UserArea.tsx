import { Group, Text } from '@mantine/core';
import { AREA_PATHS } from '../app/navigation';
import { useServices } from '../app/services';
import { FrameButton } from '../components/FrameButton';
import { useTranslation } from '../i18n/react';
import { Link } from '../routing/router';
import { logoutAndReload } from '../session/logout';
import { readUser } from '../session/storage';
import { isPerson } from '../session/tokens';
import { useSessionState } from '../session/use-session';

/** Header corner: "Üye Girişi" for visitors; the person's name and "Çıkış" once signed in. */
export function UserArea() {
  const { t } = useTranslation();
  const services = useServices();
  const { claims } = useSessionState();
  const stored = readUser(services.storage);

  if (!isPerson(claims)) {
    return (
      <FrameButton component={Link} to={AREA_PATHS.memberSignIn} variant="outline" size="compact-md">
        {t('nav.memberSignIn')}
      </FrameButton>
    );
  }
  return (
    <Group gap="xs" wrap="nowrap">
      {stored.status === 'ok' && (
        <Text component={Link} to="/kullanici-bulten" size="sm" className="user-name" fw={500}>
          {stored.user.AdSoyad}
        </Text>
      )}
      <FrameButton variant="outline" size="compact-md" onClick={() => void logoutAndReload(services)}>
        {t('session.logout')}
      </FrameButton>
    </Group>
  );
}
