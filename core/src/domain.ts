/** Trade channels: sales-hall auction, registered off-hall trade, live-animal market. */
export const CHANNELS = ['SALON', 'SERBEST', 'CANLI_HAYVAN'] as const;
export type Channel = (typeof CHANNELS)[number];

/** Units a product is traded in; the price unit is TL per one of these. */
export const UNITS = ['KG', 'TON', 'ADET', 'BAS'] as const;
export type Unit = (typeof UNITS)[number];

/** Registration status: active, or cancelled with a reason. */
export const REGISTRATION_STATUSES = ['AKTIF', 'IPTAL'] as const;
export type RegistrationStatus = (typeof REGISTRATION_STATUSES)[number];

/** Account roles, from the public reader up to the super admin. */
export const ROLES = ['service', 'member', 'operator', 'admin', 'superadmin'] as const;
export type Role = (typeof ROLES)[number];

/** `KullaniciTipId` claim of each role (default tokens). */
export const USER_TYPE_IDS = { service: 1, member: 2, operator: 3, admin: 4, superadmin: 5 } as const;

/** Levels of the catalogue tree; one id space covers all three. */
export const CATALOGUE_LEVELS = ['GROUP', 'CLASS', 'PRODUCT'] as const;
export type CatalogueLevel = (typeof CATALOGUE_LEVELS)[number];

/** Languages of names and messages, with the `langid` header value of each. */
export const LANGUAGES = { tr: 1, en: 2 } as const;
export type Language = keyof typeof LANGUAGES;

/** Quantity label of a unit, the one table of them: `kg`, `ton`/`t`, `adet`/`pcs`, `baş`/`head`. */
export function quantityUnitLabel(unit: Unit, lang: Language): string {
  const labels: Record<Unit, [string, string]> = {
    KG: ['kg', 'kg'],
    TON: ['ton', 't'],
    ADET: ['adet', 'pcs'],
    BAS: ['baş', 'head'],
  };
  return labels[unit][lang === 'tr' ? 0 : 1];
}

/** Price unit label of a unit, e.g. `TL/kg`: TL per its quantity label (per `piece`, not `pcs`, in English). */
export function priceUnitLabel(unit: Unit, lang: Language): string {
  return `TL/${unit === 'ADET' && lang === 'en' ? 'piece' : quantityUnitLabel(unit, lang)}`;
}
