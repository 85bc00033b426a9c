import {
  type AnyEndpoint,
  allowsRole,
  cmsEndpoints,
  kvkkEndpoints,
  type Language,
  memberEndpoints,
  ROLES,
  type Role,
  registrationDeskEndpoints,
  staffEndpoints,
  type UserApp,
} from '@bulten/core';

interface AppModule {
  code: string;
  path: string;
  tr: string;
  en: string;
  roles: readonly Role[];
}

// The public bulletin's pages: every signed-in user.
const EVERYONE = ROLES;

/** The roles the endpoint table lets call the endpoint a module works with. */
function callers(endpoint: Pick<AnyEndpoint, 'access'>): readonly Role[] {
  return ROLES.filter((role) => allowsRole(endpoint, role));
}

// A module opened at `path`, by default `/<code>`.
function appModule(
  code: string,
  tr: string,
  en: string,
  roles: readonly Role[],
  path = `/${code}`,
): AppModule {
  return { code, path, tr, en, roles };
}

/** Every module of the web app and who may open it. */
export const APP_MODULES: readonly AppModule[] = [
  appModule('online-bulten-dashboard', 'Online Bülten', 'Online Bulletin', EVERYONE),
  appModule('online-bulten', 'Günlük Bülten', 'Daily Bulletin', EVERYONE),
  appModule('salon-satis', 'Salon Satışları', 'Hall Sales', EVERYONE),
  appModule('borsa-satis-raporu', 'Borsa Satış Raporu', 'Exchange Sales Report', EVERYONE),
  appModule('fiyat-arsivi', 'Fiyat Arşivi', 'Price Archive', EVERYONE),
  appModule('son-islemler', 'Son İşlemler', 'Latest Trades', EVERYONE),
  appModule('turib', 'TÜRİB', 'TÜRİB', EVERYONE),
  appModule('kullanici-bulten', 'Üye Bülteni', 'Member Bulletin', callers(memberEndpoints.GetUyeBilgileri)),
  appModule(
    'tescil',
    'Tescil İşlemleri',
    'Registrations',
    callers(registrationDeskEndpoints.TescilList),
    '/yonetim/tescil',
  ),
  appModule('cms', 'İçerik Yönetimi', 'Content', callers(cmsEndpoints.SetValue), '/yonetim/icerik'),
  appModule('kvkk', 'KVKK Metinleri', 'KVKK Texts', callers(kvkkEndpoints.Publish), '/yonetim/kvkk'),
  appModule('ticker', 'Kayan Yazı', 'Ticker', callers(staffEndpoints.KayanYaziSet), '/yonetim/kayan-yazi'),
  // Managing users (admins read the list in the console without this module).
  appModule(
    'users',
    'Kullanıcılar',
    'Users',
    callers(staffEndpoints.KullaniciCreate),
    '/yonetim/kullanicilar',
  ),
];

/** The modules a role may open, named in a language (GetUserApp). */
export function userApps(role: Role, lang: Language): UserApp[] {
  return APP_MODULES.filter((m) => m.roles.includes(role)).map((m) => ({
    Kod: m.code,
    Ad: m[lang],
    Yol: m.path,
  }));
}
