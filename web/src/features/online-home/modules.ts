/** A module of the bulletin the online home links into; `tip` is its `home/:tip` name. */
export interface HomeModule {
  tip: string;
  /** Translation area of its title and description (`<area>.title`, `<area>.description`). */
  area: string;
  links: { to: string; labelKey: string }[];
}

/** Every module, in the order the online home shows them. */
export const HOME_MODULES: readonly HomeModule[] = [
  {
    tip: 'bulten',
    area: 'dailyBulletin',
    links: [
      { to: '/online-bulten', labelKey: 'nav.dailyBulletin' },
      { to: '/', labelKey: 'nav.dashboard' },
    ],
  },
  {
    tip: 'canli-hayvan',
    area: 'liveAnimalBulletin',
    links: [{ to: '/online-bulten-ch', labelKey: 'nav.liveAnimalBulletin' }],
  },
  {
    tip: 'islemler',
    area: 'latestTrades',
    links: [
      { to: '/son-islemler', labelKey: 'nav.latestTrades' },
      { to: '/online-islemler-detay', labelKey: 'nav.onlineTrades' },
    ],
  },
  {
    tip: 'salon',
    area: 'hallSales',
    links: [
      { to: '/salon-satis', labelKey: 'nav.hallSales' },
      { to: '/salon-satis-listesi', labelKey: 'nav.hallSessions' },
      { to: '/salon-satis-liste', labelKey: 'nav.hallLots' },
    ],
  },
  { tip: 'arsiv', area: 'priceArchive', links: [{ to: '/fiyat-arsivi', labelKey: 'nav.priceArchive' }] },
  {
    tip: 'rapor',
    area: 'salesReport',
    links: [{ to: '/borsa-satis-raporu', labelKey: 'nav.salesReport' }],
  },
  { tip: 'turib', area: 'turib', links: [{ to: '/turib', labelKey: 'nav.turib' }] },
  { tip: 'uye', area: 'memberArea', links: [{ to: '/uye-girisi', labelKey: 'nav.memberSignIn' }] },
];

/** The modules with the one `tip` names first (unchanged order without a known `tip`). */
export function orderModules(tip: string | undefined): {
  modules: HomeModule[];
  selected: HomeModule | null;
} {
  const selected = HOME_MODULES.find((m) => m.tip === tip) ?? null;
  if (!selected) return { modules: [...HOME_MODULES], selected };
  return { modules: [selected, ...HOME_MODULES.filter((m) => m !== selected)], selected };
}
