import type { Database } from '../../db/schema.js';

type Table = keyof Database & string;

/** The seeded market's catalogue and members, parents first (the seed fills them in this order). */
export const DEMO_CATALOGUE_TABLES = ['catalogue_item', 'member', 'committee', 'member_committee'] as const;

/** The seeded market's trades, stocks and TÜRİB sessions, parents first. */
export const DEMO_TRADE_TABLES = [
  'registration',
  'registration_version',
  'daily_stat',
  'arrival',
  'member_stock',
  'turib_row',
  'turib_index',
] as const;

/** The seeded texts, options and gallery. */
const DEMO_CONTENT_TABLES = ['ticker', 'kvkk_text', 'cms_module_option', 'cms_value', 'cms_gallery'] as const;

/** Every table the seed's summary counts, in the order it prints them: the market, its users, the contents. */
export const DEMO_COUNTED_TABLES: ReadonlyArray<Table> = [
  ...DEMO_CATALOGUE_TABLES,
  'app_user',
  ...DEMO_TRADE_TABLES,
  ...DEMO_CONTENT_TABLES,
];

// Written by the seed or by use of a demo database, never counted; each before the tables it refers to.
const UNCOUNTED_TABLES: ReadonlyArray<Table> = [
  'alert_firing',
  'price_alert',
  'kvkk_consent',
  'one_time_code',
  'auth_session',
  'sms_outbox',
  'audit_log',
  'figure_change',
  'node_day_stat',
  'basis_mapping',
  'peer_class_map',
  'peer_figure',
  'peer_day',
  'peer',
];

/** Every table a demo wipe empties, children before parents. */
export const DEMO_WIPED_TABLES: ReadonlyArray<Table> = [
  ...UNCOUNTED_TABLES,
  ...[...DEMO_COUNTED_TABLES].reverse(),
];
