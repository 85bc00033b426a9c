import { logout } from '../api/auth-api';
import type { HttpClient } from '../api/http';
import type { Session } from './session';

/** Ends the session: revokes it on the server (best effort), clears ALL local storage, goes to `/` and reloads. */
export async function logoutAndReload(
  services: { http: HttpClient; session: Session },
  go: (url: string) => void = (url) => window.location.assign(url),
): Promise<void> {
  const token = services.session.peek('default');
  if (token) await logout(services.http, token).catch(() => undefined);
  services.session.reset();
  go('/');
}
