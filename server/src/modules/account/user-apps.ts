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

/** Every module of the web app and who may open it. */
export const APP_MODULES: readonly AppModule[] = [
  {
    code: 'online-bulten-dashboard',
    path: '/online-bulten-dashboard',
    tr: 'Online Bülten',
    en: 'Online Bulletin',
    roles: EVERYONE,
  },
  {
    code: 'online-bulten',
    path: '/online-bulten',
    tr: 'Günlük Bülten',
    en: 'Daily Bulletin',
    roles: EVERYONE,
  },
  { code: 'salon-satis', path: '/salon-satis', tr: 'Salon Satışları', en: 'Hall Sales', roles: EVERYONE },
  {
    code: 'borsa-satis-raporu',
    path: '/borsa-satis-raporu',
    tr: 'Borsa Satış Raporu',
    en: 'Exchange Sales Report',
    roles: EVERYONE,
  },
  { code: 'fiyat-arsivi', path: '/fiyat-arsivi', tr: 'Fiyat Arşivi', en: 'Price Archive', roles: EVERYONE },
  { code: 'son-islemler', path: '/son-islemler', tr: 'Son İşlemler', en: 'Latest Trades', roles: EVERYONE },
  { code: 'turib', path: '/turib', tr: 'TÜRİB', en: 'TÜRİB', roles: EVERYONE },
  {
    code: 'kullanici-bulten',
    path: '/kullanici-bulten',
    tr: 'Üye Bülteni',
    en: 'Member Bulletin',
    roles: MEMBER_AREA,
  },
  {
    code: 'tescil',
    path: '/yonetim/tescil',
    tr: 'Tescil İşlemleri',
    en: 'Registrations',
    roles: REGISTRATIONS,
  },
  { code: 'cms', path: '/yonetim/icerik', tr: 'İçerik Yönetimi', en: 'Content', roles: ADMINS },
  { code: 'kvkk', path: '/yonetim/kvkk', tr: 'KVKK Metinleri', en: 'KVKK Texts', roles: ADMINS },
  { code: 'ticker', path: '/yonetim/kayan-yazi', tr: 'Kayan Yazı', en: 'Ticker', roles: ADMINS },
  { code: 'users', path: '/yonetim/kullanicilar', tr: 'Kullanıcılar', en: 'Users', roles: ['superadmin'] },
];

/** The modules a role may open, named in a language (GetUserApp). */
export function userApps(role: Role, lang: Language): UserApp[] {
  return APP_MODULES.filter((m) => m.roles.includes(role)).map((m) => ({
    Kod: m.code,
    Ad: m[lang],
    Yol: m.path,
  }));
}
