import { Alert, Loader } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useServices } from '../../app/services';
import { useTranslation } from '../../i18n/react';
import { readUser } from '../../session/storage';
import { useSessionState } from '../../session/use-session';
import { ConsoleLayout } from './ConsoleLayout';
import { StaffSignIn } from './StaffSignIn';
import { loadStaffTranslations } from './staff-i18n';
import { staffRoleOf } from './staff-roles';
import './staff-console.css';
import './staff-mantine-styles';

// Set while a staff session is open in this tab: its end then shows "your session ended" at the sign-in.
const SIGNED_IN_KEY = 'bulten_staff_signed_in';

function StaffGate() {
  const services = useServices();
  const { claims } = useSessionState();
  const role = staffRoleOf(claims);
  const stored = readUser(services.storage);
  const user = stored.status === 'ok' ? stored.user : null;
  const [expired, setExpired] = useState(false);

  useEffect(() => {
    if (role && user) {
      window.sessionStorage.setItem(SIGNED_IN_KEY, '1');
      setExpired(false);
    } else if (window.sessionStorage.getItem(SIGNED_IN_KEY)) {
      window.sessionStorage.removeItem(SIGNED_IN_KEY);
      setExpired(true);
    }
  }, [role, user]);

  // A token that runs out while the console is open: the session notices it and signs in as the public.
  useEffect(() => {
    if (!claims || !role) return;
    const wait = Math.max(0, claims.exp * 1000 - Date.now()) + 1000;
    const timer = window.setTimeout(() => void services.session.ensure(), Math.min(wait, 2 ** 31 - 1));
    return () => window.clearTimeout(timer);
  }, [claims, role, services.session]);

  if (!role || !user) return <StaffSignIn expired={expired} />;
  return <ConsoleLayout role={role} user={user} />;
}

/** `/yonetim/*`: the staff console (its own texts, sign-in, and the screens the role may use). */
export function StaffConsole() {
  const services = useServices();
  const { t } = useTranslation();
  const texts = useQuery({
    queryKey: ['staff', 'translations', services.language],
    queryFn: async () => {
      await loadStaffTranslations(services.http, services.language);
      return true;
    },
    staleTime: Number.POSITIVE_INFINITY,
  });
  useEffect(() => {
    document.documentElement.lang = services.language;
  }, [services.language]);
  if (texts.isPending) return <Loader m="xl" aria-label={t('page.loading')} />;
  if (texts.isError) {
    return (
      <Alert color="red" role="alert" m="md">
        {t('errors.general')}
      </Alert>
    );
  }
  return <StaffGate />;
}
