import type { AreaName } from '../../app/navigation';

/** A module of the bulletin the online home links into; `tip` is its `home/:tip` name. */
export interface HomeModule {
  tip: string;
  /** Translation area of its title and description (`<area>.title`, `<area>.description`). */
  area: string;
  /** The areas it links to. */
  links: readonly AreaName[];
}

/** Every module, in the order the online home shows them. */
export const HOME_MODULES: readonly HomeModule[] = [
  { tip: 'bulten', area: 'dailyBulletin', links: ['dailyBulletin', 'dashboard'] },
  { tip: 'canli-hayvan', area: 'liveAnimalBulletin', links: ['liveAnimalBulletin'] },
  { tip: 'islemler', area: 'latestTrades', links: ['latestTrades', 'onlineTrades'] },
  { tip: 'salon', area: 'hallSales', links: ['hallSales', 'hallSessions', 'hallLots'] },
  { tip: 'arsiv', area: 'priceArchive', links: ['priceArchive'] },
  { tip: 'rapor', area: 'salesReport', links: ['salesReport'] },
  { tip: 'turib', area: 'turib', links: ['turib'] },
  { tip: 'uye', area: 'memberArea', links: ['memberSignIn'] },
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
