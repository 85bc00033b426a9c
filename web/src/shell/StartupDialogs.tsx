import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
import { getOwnUser } from '../api/auth-api';
import { useServices } from '../app/services';
import { useTranslation } from '../i18n/react';
import { alertDialog } from '../notify/dialogs';
import { logoutAndReload } from '../session/logout';
import { readUser, writeUser } from '../session/storage';
import { isPerson } from '../session/tokens';
import { useSessionState } from '../session/use-session';
import { IntroGate } from './intro/IntroGate';

/** Shows the "Hata" dialog for unreadable stored user info; its only button ends the session. */
function useUnreadableUserDialog(): boolean {
  const { t } = useTranslation();
  const services = useServices();
  const [unreadable] = useState(() => readUser(services.storage).status === 'unreadable');
  useEffect(() => {
    if (!unreadable) return undefined;
    // Opened on the next task: the modals provider (an ancestor) starts listening after this effect.
    const timer = setTimeout(() =>
      alertDialog({
        title: t('dialog.errorTitle'),
        message: <Text>{t('session.userInfoUnreadable')}</Text>,
        confirmLabel: t('session.endSession'),
        locked: true,
        onClose: () => void logoutAndReload(services),
      }),
    );
    return () => clearTimeout(timer);
  }, [unreadable, services, t]);
  return unreadable;
}

/** For a signed-in person: keeps the user object stored and asks for KVKK consent. True once settled. */
function usePersonStartup(blocked: boolean): boolean {
  const services = useServices();
  const { claims } = useSessionState();
  const person = isPerson(claims) ? claims.UserId : null;
  const [settledFor, setSettledFor] = useState<number | null | undefined>(undefined);
  const running = useRef<number | null>(null);

  useEffect(() => {
    if (blocked || person === null || running.current === person) return;
    running.current = person;
    (async () => {
      if (readUser(services.storage).status === 'none') {
        writeUser(services.storage, await getOwnUser(services.http));
      }
      // Only signed-in people are asked: the consent flow is not part of a visitor's first load.
      const { askKvkkConsent } = await import('./kvkk/kvkk-flow');
      await askKvkkConsent(services, person);
      setSettledFor(person);
    })().catch(() => setSettledFor(person));
  }, [blocked, person, services]);

  return !blocked && (person === null || settledFor === person);
}

/** The dialogs of start-up, in order: unreadable user info, KVKK consent, then the intro. */
export function StartupDialogs() {
  const blocked = useUnreadableUserDialog();
  const settled = usePersonStartup(blocked);
  return <IntroGate ready={settled} />;
}
