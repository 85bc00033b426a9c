import type { LiveEventTable } from '../events/live-event.table.js';
import type { AlertFiringTable, PriceAlertTable } from '../modules/alerts/alerts.table.js';
import type { ArrivalTable } from '../modules/arrivals/arrivals.table.js';
import type { AuditLogTable } from '../modules/audit/audit.table.js';
import type { AuthSessionTable, OneTimeCodeTable, SmsOutboxTable } from '../modules/auth/auth.table.js';
import type { LimitCounterTable } from '../modules/auth/limit-counter.table.js';
import type { BasisMappingTable } from '../modules/basis/basis.table.js';
import type { CatalogueItemTable } from '../modules/catalogue/catalogue.table.js';
import type { CmsGalleryTable, CmsModuleOptionTable, CmsValueTable } from '../modules/cms/cms.table.js';
import type { RunnerLeaseTable } from '../modules/demo/demo.lease.table.js';
import type { FigureChangeTable } from '../modules/figures/figure-changes.table.js';
import type { ImportBatchTable } from '../modules/imports/import-batch.table.js';
import type { KvkkConsentTable, KvkkTextTable } from '../modules/kvkk/kvkk.table.js';
import type { CommitteeTable, MemberCommitteeTable, MemberTable } from '../modules/members/members.table.js';
import type {
  PeerClassMapTable,
  PeerDayTable,
  PeerFigureTable,
  PeerTable,
} from '../modules/peers/peers.table.js';
import type {
  RegistrationTable,
  RegistrationVersionTable,
} from '../modules/registrations/registrations.table.js';
import type {
  NodeDayStatTable,
  RollupMemberTable,
  RollupNodeTable,
} from '../modules/stats/node-stats.table.js';
import type { DailyStatTable, StatDayLockTable } from '../modules/stats/stats.table.js';
import type { MemberStockTable } from '../modules/stock/stock.table.js';
import type { TickerTable } from '../modules/ticker/ticker.table.js';
import type { TuribIndexTable, TuribRowTable } from '../modules/turib/turib.table.js';
import type { AppUserTable } from '../modules/users/users.table.js';

/** Every table of the database, as Kysely sees it. */
export interface Database {
  catalogue_item: CatalogueItemTable;
  member: MemberTable;
  committee: CommitteeTable;
  member_committee: MemberCommitteeTable;
  app_user: AppUserTable;
  registration: RegistrationTable;
  registration_version: RegistrationVersionTable;
  daily_stat: DailyStatTable;
  arrival: ArrivalTable;
  member_stock: MemberStockTable;
  turib_row: TuribRowTable;
  turib_index: TuribIndexTable;
  ticker: TickerTable;
  kvkk_text: KvkkTextTable;
  kvkk_consent: KvkkConsentTable;
  cms_module_option: CmsModuleOptionTable;
  cms_value: CmsValueTable;
  cms_gallery: CmsGalleryTable;
  audit_log: AuditLogTable;
  auth_session: AuthSessionTable;
  one_time_code: OneTimeCodeTable;
  sms_outbox: SmsOutboxTable;
  limit_counter: LimitCounterTable;
  runner_lease: RunnerLeaseTable;
  live_event: LiveEventTable;
  stat_day_lock: StatDayLockTable;
  node_day_stat: NodeDayStatTable;
  rollup_node: RollupNodeTable;
  rollup_member: RollupMemberTable;
  import_batch: ImportBatchTable;
  basis_mapping: BasisMappingTable;
  price_alert: PriceAlertTable;
  alert_firing: AlertFiringTable;
  figure_change: FigureChangeTable;
  peer: PeerTable;
  peer_day: PeerDayTable;
  peer_figure: PeerFigureTable;
  peer_class_map: PeerClassMapTable;
}
