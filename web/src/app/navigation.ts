/** One entry of the main navigation: a path and the translation key of its label. */
export interface NavItem {
  to: string;
  labelKey: string;
  /** Active only on exactly this path (the dashboard at `/`). */
  end?: boolean;
}

/** Every area of the bulletin, in the order the navigation shows them (the test page is not listed). */
export const NAV_ITEMS: readonly NavItem[] = [
  { to: '/', labelKey: 'nav.dashboard', end: true },
  { to: '/online-anasayfa', labelKey: 'nav.onlineHome' },
  { to: '/online-bulten', labelKey: 'nav.dailyBulletin' },
  { to: '/online-bulten-ch', labelKey: 'nav.liveAnimalBulletin' },
  { to: '/son-islemler', labelKey: 'nav.latestTrades' },
  { to: '/online-islemler-detay', labelKey: 'nav.onlineTrades' },
  { to: '/salon-satis', labelKey: 'nav.hallSales' },
  { to: '/salon-satis-listesi', labelKey: 'nav.hallSessions' },
  { to: '/salon-satis-liste', labelKey: 'nav.hallLots' },
  { to: '/fiyat-arsivi', labelKey: 'nav.priceArchive' },
  { to: '/borsa-satis-raporu', labelKey: 'nav.salesReport' },
  { to: '/turib', labelKey: 'nav.turib' },
  { to: '/lot-sorgula', labelKey: 'nav.lotLookup' },
  { to: '/baz', labelKey: 'nav.basis' },
];
