import type { Language, Role, UserApp } from '@bulten/core';

interface AppModule {
  code: string;
  path: string;
  tr: string;
  en: string;
  roles: readonly Role[];
}

const EVERYONE: readonly Role[] = ['service', 'member', 'operator', 'admin', 'superadmin'];
const MEMBER_AREA: readonly Role[] = ['member', 'admin', 'superadmin'];
const REGISTRATIONS: readonly Role[] = ['operator', 'admin', 'superadmin'];
const ADMINS: readonly Role[] = ['admin', 'superadmin'];

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
  appModule('kullanici-bulten', 'Üye Bülteni', 'Member Bulletin', MEMBER_AREA),
  appModule('tescil', 'Tescil İşlemleri', 'Registrations', REGISTRATIONS, '/yonetim/tescil'),
  appModule('cms', 'İçerik Yönetimi', 'Content', ADMINS, '/yonetim/icerik'),
  appModule('kvkk', 'KVKK Metinleri', 'KVKK Texts', ADMINS, '/yonetim/kvkk'),
  appModule('ticker', 'Kayan Yazı', 'Ticker', ADMINS, '/yonetim/kayan-yazi'),
  appModule('users', 'Kullanıcılar', 'Users', ['superadmin'], '/yonetim/kullanicilar'),
];

/** The modules a role may open, named in a language (GetUserApp). */
export function userApps(role: Role, lang: Language): UserApp[] {
  return APP_MODULES.filter((m) => m.roles.includes(role)).map((m) => ({
    Kod: m.code,
    Ad: m[lang],
    Yol: m.path,
  }));
}
