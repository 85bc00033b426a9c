import {
  CONTENT_STAFF,
  type DefaultTokenClaims,
  REGISTRATION_STAFF,
  type Role,
  USER_ADMINS,
  USER_TYPE_IDS,
} from '@bulten/core';

/** The roles that may use the console. */
export type StaffRole = 'operator' | 'admin' | 'superadmin';

/** The staff role of a session's claims, or null for members, the service account and nobody. */
export function staffRoleOf(claims: DefaultTokenClaims | null): StaffRole | null {
  switch (claims?.KullaniciTipId) {
    case USER_TYPE_IDS.operator:
      return 'operator';
    case USER_TYPE_IDS.admin:
      return 'admin';
    case USER_TYPE_IDS.superadmin:
      return 'superadmin';
    default:
      return null;
  }
}

/** One screen of the console: its path under `/yonetim`, title key, who sees it and who may change things. */
export interface ConsoleScreen {
  path: string;
  titleKey: string;
  readers: readonly Role[];
  writers: readonly Role[];
}

/** The console's screens in the order of its navigation (the same role lists as the endpoint table). */
export const CONSOLE_SCREENS: readonly ConsoleScreen[] = [
  {
    path: 'tescil',
    titleKey: 'staff.nav.registrations',
    readers: REGISTRATION_STAFF,
    writers: REGISTRATION_STAFF,
  },
  {
    path: 'ice-aktar',
    titleKey: 'staff.nav.import',
    readers: REGISTRATION_STAFF,
    writers: REGISTRATION_STAFF,
  },
  {
    path: 'katalog',
    titleKey: 'staff.nav.catalogue',
    readers: REGISTRATION_STAFF,
    writers: REGISTRATION_STAFF,
  },
  { path: 'kayan-yazi', titleKey: 'staff.nav.ticker', readers: CONTENT_STAFF, writers: CONTENT_STAFF },
  { path: 'kvkk', titleKey: 'staff.nav.kvkk', readers: CONTENT_STAFF, writers: CONTENT_STAFF },
  { path: 'icerik', titleKey: 'staff.nav.content', readers: CONTENT_STAFF, writers: CONTENT_STAFF },
  { path: 'kullanicilar', titleKey: 'staff.nav.users', readers: CONTENT_STAFF, writers: USER_ADMINS },
  { path: 'denetim', titleKey: 'staff.nav.audit', readers: CONTENT_STAFF, writers: [] },
  // Data staff map peer classes and read peers now; listing, changing and removing peers is for admins.
  { path: 'borsalar', titleKey: 'staff.nav.peers', readers: REGISTRATION_STAFF, writers: REGISTRATION_STAFF },
];

/** True when a role may open a screen. */
export function mayRead(screen: ConsoleScreen, role: StaffRole): boolean {
  return screen.readers.includes(role);
}

/** True when a role may change what a screen shows. */
export function mayWrite(screen: ConsoleScreen, role: StaffRole): boolean {
  return screen.writers.includes(role);
}

/** The screen of a path segment. */
export function screenOf(path: string): ConsoleScreen {
  const screen = CONSOLE_SCREENS.find((s) => s.path === path);
  if (!screen) throw new Error(`no console screen ${path}`);
  return screen;
}

/** What every console screen gets: whether the role may change things. */
export interface ScreenProps {
  canWrite: boolean;
}
