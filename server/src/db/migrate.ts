import { setTimeout } from 'node:timers/promises';
import { type Kysely, type Migration, type MigrationProvider, Migrator, sql } from 'kysely';
import { dialectOf } from './dialect.js';
import * as initial from './migrations/2026_11_22_0001_initial.js';
import * as authIndexes from './migrations/2026_11_22_0002_auth_indexes.js';
import * as dailyStatCovering from './migrations/2026_11_22_0004_daily_stat_covering.js';
import * as limitCounter from './migrations/2026_11_22_0005_limit_counter.js';
import * as runnerLease from './migrations/2026_11_22_0006_runner_lease.js';
import * as statDayLock from './migrations/2026_11_23_0007_stat_day_lock.js';
import * as importBatch from './migrations/2026_11_23_0010_import_batch.js';
import * as figureChange from './migrations/2026_11_23_0016_figure_change.js';
import * as basisMapping from './migrations/2026_11_23_0019_basis_mapping.js';
import * as priceAlerts from './migrations/2026_11_23_0020_price_alerts.js';
import * as statDayVersion from './migrations/2026_11_25_0021_stat_day_version.js';
import * as importBatchOwner from './migrations/2026_11_25_0024_import_batch_owner.js';
import * as nodeDayStat from './migrations/2026_11_26_0025_node_day_stat.js';
import * as priceAlertIdentical from './migrations/2026_11_28_0030_price_alert_identical.js';
import * as alertFiringSession from './migrations/2026_11_28_0031_alert_firing_session.js';
import * as liveEvent from './migrations/2026_11_28_0033_live_event.js';
import * as figureChangeAnyWriter from './migrations/2026_11_28_0035_figure_change_any_writer.js';
import * as peer from './migrations/2026_11_28_0040_peer.js';
import * as peerFigure from './migrations/2026_11_28_0041_peer_figure.js';
import * as peerClassMap from './migrations/2026_11_28_0042_peer_class_map.js';
import * as catalogueShortNames from './migrations/2026_11_28_0050_catalogue_short_names.js';
import type { Database } from './schema.js';

// Migrations are imported, not read from a folder, so they work the same from source and in tests.
const MIGRATIONS: Record<string, Migration> = {
  '2026_11_22_0001_initial': initial,
  '2026_11_22_0002_auth_indexes': authIndexes,
  '2026_11_22_0004_daily_stat_covering': dailyStatCovering,
  '2026_11_22_0005_limit_counter': limitCounter,
  '2026_11_22_0006_runner_lease': runnerLease,
  '2026_11_23_0007_stat_day_lock': statDayLock,
  '2026_11_23_0010_import_batch': importBatch,
  '2026_11_23_0016_figure_change': figureChange,
  '2026_11_23_0019_basis_mapping': basisMapping,
  '2026_11_23_0020_price_alerts': priceAlerts,
  '2026_11_25_0021_stat_day_version': statDayVersion,
  '2026_11_25_0024_import_batch_owner': importBatchOwner,
  '2026_11_26_0025_node_day_stat': nodeDayStat,
  '2026_11_28_0030_price_alert_identical': priceAlertIdentical,
  '2026_11_28_0031_alert_firing_session': alertFiringSession,
  '2026_11_28_0033_live_event': liveEvent,
  '2026_11_28_0035_figure_change_any_writer': figureChangeAnyWriter,
  '2026_11_28_0040_peer': peer,
  '2026_11_28_0041_peer_figure': peerFigure,
  '2026_11_28_0042_peer_class_map': peerClassMap,
  '2026_11_28_0050_catalogue_short_names': catalogueShortNames,
};

const provider: MigrationProvider = { getMigrations: async () => MIGRATIONS };

// Kysely looks for its own tables in every schema unless told which one; on a PostgreSQL server with
// several schemas (parallel tests) it would find another schema's lock table and skip creating its own.
async function migrationSchema(db: Kysely<Database>): Promise<string | undefined> {
  if (dialectOf(db) !== 'postgres') return undefined;
  const result = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  return result.rows[0]?.schema;
}

/** PostgreSQL's "schema does not exist". */
const INVALID_SCHEMA_NAME = '3F000';
const MIGRATION_ATTEMPTS = 5;

/** Brings the schema up to the newest migration; returns the names applied now. */
export async function migrateToLatest(db: Kysely<Database>): Promise<string[]> {
  // Migration numbers were handed out to features built side by side; a database that already has a
  // later one must still take an earlier one that arrives afterwards.
  const migrator = new Migrator({
    db,
    provider,
    migrationTableSchema: await migrationSchema(db),
    allowUnorderedMigrations: true,
  });
  for (let attempt = 1; ; attempt += 1) {
    const { error, results } = await migrator.migrateToLatest();
    if (!error) return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
    // Kysely first reads the tables of every schema: one another client drops meanwhile (a test run's, at
    // its end) fails that read with "schema does not exist", and the read is tried again.
    if (attempt >= MIGRATION_ATTEMPTS || (error as { code?: unknown }).code !== INVALID_SCHEMA_NAME)
      throw error instanceof Error ? error : new Error(String(error));
    await setTimeout(50 * attempt);
  }
}
