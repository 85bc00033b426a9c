import {
  type AnyEndpoint,
  allowsRole,
  catalogueNameEndpoints,
  cmsEndpoints,
  type DefaultTokenClaims,
  kvkkEndpoints,
  peerEndpoints,
  registrationDeskEndpoints,
  staffDeskEndpoints,
  staffEndpoints,
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

/**
 * One screen of the console: its path under `/yonetim`, title key, and the endpoints it reads and writes.
 * Who sees it and which of its buttons come from the endpoint table's access of those endpoints.
 */
export interface ConsoleScreen {
  path: string;
  titleKey: string;
  /** What it shows: a role opens the screen when the table lets it call every one. */
  reads: readonly AnyEndpoint[];
  /** What it changes: a button shows when the table lets the role call its endpoint. */
  writes: readonly AnyEndpoint[];
}

const s = staffEndpoints;
const desk = staffDeskEndpoints;
const registrations = registrationDeskEndpoints;
const cms = cmsEndpoints;
const peers = peerEndpoints;

/** The console's screens in the order of its navigation. */
export const CONSOLE_SCREENS: readonly ConsoleScreen[] = [
  {
    path: 'tescil',
    titleKey: 'staff.nav.registrations',
    reads: [registrations.TescilList, registrations.TescilPreview],
    writes: [registrations.TescilCreate, registrations.TescilCorrect, registrations.TescilCancel],
  },
  {
    path: 'ice-aktar',
    titleKey: 'staff.nav.import',
    reads: [desk.TescilImportCheck, desk.KatalogImportCheck],
    writes: [s.TescilImport, s.KatalogImport],
  },
  {
    path: 'katalog',
    titleKey: 'staff.nav.catalogue',
    reads: [catalogueNameEndpoints.KatalogAdlari],
    writes: [catalogueNameEndpoints.KatalogKisaAdKaydet],
  },
  { path: 'kayan-yazi', titleKey: 'staff.nav.ticker', reads: [s.KayanYaziGet], writes: [s.KayanYaziSet] },
  {
    path: 'kvkk',
    titleKey: 'staff.nav.kvkk',
    reads: [desk.KvkkVersions, kvkkEndpoints.GetLastKvkk],
    writes: [kvkkEndpoints.Publish],
  },
  {
    path: 'icerik',
    titleKey: 'staff.nav.content',
    reads: [cms.GetModulOptions, cms.GaleriGetAllWithFilterInfo],
    writes: [cms.SetModulOption, cms.SetValue, cms.GaleriCreate, cms.GaleriUpdate, cms.GaleriDelete],
  },
  {
    path: 'kullanicilar',
    titleKey: 'staff.nav.users',
    reads: [s.KullaniciList],
    writes: [s.KullaniciCreate, s.KullaniciSetActive, desk.KullaniciSetDetails],
  },
  { path: 'denetim', titleKey: 'staff.nav.audit', reads: [s.AuditLog], writes: [] },
  {
    path: 'borsalar',
    titleKey: 'staff.nav.peers',
    reads: [peers.KomsuListe, peers.KomsuEslesmeler],
    writes: [peers.KomsuOku, peers.KomsuEslesmeKaydet, peers.KomsuEkle, peers.KomsuGuncelle, peers.KomsuSil],
  },
];

/** True when a role may open a screen: the table lets it call everything the screen reads. */
export function mayRead(screen: ConsoleScreen, role: StaffRole): boolean {
  return screen.reads.every((endpoint) => allowsRole(endpoint, role));
}

/**
 * Whether a role may call one of a screen's writes (the table's access); asking about an endpoint the
 * screen does not name among its writes is a mistake of the screen's, and throws.
 */
export function mayWrite(screen: ConsoleScreen, role: StaffRole, write: AnyEndpoint): boolean {
  if (!screen.writes.includes(write)) throw new Error(`${screen.path} names no write ${write.name}`);
  return allowsRole(write, role);
}

/** What every console screen gets: whether the signed-in role may call one of its writes. */
export interface ScreenProps {
  may: (write: AnyEndpoint) => boolean;
}
