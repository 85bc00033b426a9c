import { endpointUrl, userEndpoints } from '@bulten/core';
import { apiGet, apiSignInTokens } from './api';
import type { E2eUser } from './fixtures';
import { KEYS } from './storage';

/** A staff user's signed-in session as the web keeps it in local storage. */
export type StaffStorage = Record<string, string>;

const sessions = new Map<string, Promise<StaffStorage>>();

async function signIn(user: E2eUser): Promise<StaffStorage> {
  const tokens = await apiSignInTokens(user);
  const own = await apiGet<unknown>(endpointUrl(userEndpoints.GetOwnUser), { token: tokens.default });
  return {
    [KEYS.defaultToken]: tokens.default,
    [KEYS.onlineToken]: tokens.online,
    [KEYS.userInfo]: JSON.stringify(own),
  };
}

/**
 * The local storage of a signed-in staff user, signed in through the API once per test file (sign-ins are
 * rate limited per address: the console's own sign-in is tested where it is the subject); `fresh` signs in
 * anew for a session a test ends.
 */
export function staffStorage(user: E2eUser, fresh = false): Promise<StaffStorage> {
  if (fresh) return signIn(user);
  let session = sessions.get(user.username);
  if (!session) {
    session = signIn(user);
    sessions.set(user.username, session);
  }
  return session;
}

/** The default token of a staff user's kept session (for API calls of the tests). */
export async function staffToken(user: E2eUser): Promise<string> {
  return (await staffStorage(user))[KEYS.defaultToken]!;
}
