/** One entry of the main navigation: a path and the translation key of its label. */
export interface NavItem {
  to: string;
  labelKey: string;
  /** Active only on exactly this path (the dashboard at `/`). */
  end?: boolean;
}

/** Every area's path, by the name of its label (`nav.<name>`), in the order the navigation shows them. */
export const AREA_PATHS = {
  dashboard: '/',
  onlineHome: '/online-anasayfa',
  dailyBulletin: '/online-bulten',
  liveAnimalBulletin: '/online-bulten-ch',
  latestTrades: '/son-islemler',
  onlineTrades: '/online-islemler-detay',
  hallSales: '/salon-satis',
  hallSessions: '/salon-satis-listesi',
  hallLots: '/salon-satis-liste',
  priceArchive: '/fiyat-arsivi',
  salesReport: '/borsa-satis-raporu',
  turib: '/turib',
  lotLookup: '/lot-sorgula',
  basis: '/baz',
  regionalBoard: '/bolge',
  memberSignIn: '/uye-girisi',
} as const;

/** The name of an area (its label is `nav.<name>`). */
export type AreaName = keyof typeof AREA_PATHS;

/** An area's link: its path and its label's key. */
export function navItem(name: AreaName): NavItem {
  return { to: AREA_PATHS[name], labelKey: `nav.${name}`, ...(name === 'dashboard' && { end: true }) };
}

/** Every area of the bulletin the navigation lists (not the member sign-in, in the header; nor the test page). */
export const NAV_ITEMS: readonly NavItem[] = (Object.keys(AREA_PATHS) as AreaName[])
  .filter((name) => name !== 'memberSignIn')
  .map(navItem);
