import { buildApp } from './app.js';
import type { AppContext } from './app-context.js';
import { loadConfig } from './config/config.js';
import { openDatabase } from './db/database.js';
import { databaseFault } from './db/faults.js';
import { warnAboutExposedFiles } from './db/file-modes.js';
import { migrateToLatest } from './db/migrate.js';
import { createEventBus } from './events/create-event-bus.js';
import { createLifecycle } from './http/lifecycle.js';
import { loadCatalogue } from './modules/catalogue/catalogue.service.js';
import { ensureDemoData, startLiveDemo } from './modules/demo/demo.service.js';
import { syncRollupMembers } from './modules/figures/figures.node-rollup.js';
import { undoAbandonedBatches } from './modules/imports/import-batch.repository.js';
import { startPeerReader } from './modules/peers/peers.runner.js';

const config = loadConfig();
const db = openDatabase(config.databaseUrl);
await migrateToLatest(db.kysely);
const events = await createEventBus(db);
const lifecycle = createLifecycle();
const ctx: AppContext = { db, config, events, now: () => new Date(), lifecycle };
const app = await buildApp(ctx, { logger: { level: config.logLevel } });
warnAboutExposedFiles(app.log, db.dialect === 'sqlite' ? db.location : null, config.dataDir);

// Start-up work that writes: a database that refuses writes (a read-only file or standby) does not keep the
// server from serving what it can; the work is done at a later start.
async function unlessReadOnly(what: string, work: () => Promise<void>): Promise<void> {
  try {
    await work();
  } catch (error) {
    if (databaseFault(error)?.code !== 'DATABASE_READ_ONLY') throw error;
    app.log.warn({ reason: databaseFault(error)?.reason }, `the database is read-only: ${what} skipped`);
  }
}

await unlessReadOnly('undoing import batches left running', async () => {
  for (const batch of await undoAbandonedBatches(db.kysely, new Date()))
    app.log.warn({ batch }, 'import batch left running by a process that is gone: undone');
});
await unlessReadOnly('demo data and service account', () => ensureDemoData(ctx, app.log));
// Groups' and classes' daily roll-ups follow the catalogue (a first start sums them all: seconds a decade).
await unlessReadOnly('daily roll-ups', async () => {
  const rolledUp = await syncRollupMembers(db.kysely, await loadCatalogue(db.kysely));
  if (rolledUp > 0)
    app.log.info({ nodes: rolledUp }, 'daily roll-ups of groups and classes brought up to date');
});
const stopDemo = config.demoData && config.demoLive ? startLiveDemo(ctx, app.log) : async () => {};
// Neighbouring exchanges' bulletins, read in the background (never in a request).
const stopPeers = config.peers.enabled ? startPeerReader(ctx, app.log) : async () => {};

// Longer than nginx's upstream keepalive_timeout (deploy/nginx/bulten.conf): by then it closed its idle
// connections itself, so none is closed under a request it is sending.
const DRAIN_IDLE_GRACE_MS = 5_000;
let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  app.log.info({ signal }, 'draining: not ready, live streams told to reconnect, no new connections');
  const drained = lifecycle.drain(app.server, {
    timeoutMs: config.drainTimeoutMs,
    idleGraceMs: DRAIN_IDLE_GRACE_MS,
  });
  await stopDemo();
  await stopPeers();
  const { leftOpen } = await drained;
  app.log.info({ signal, leftOpen }, 'shutting down');
  await app.close();
  await events.close();
  await db.kysely.destroy();
  process.exit(0);
}
process.on('SIGINT', () => void shutdown('SIGINT'));
process.on('SIGTERM', () => void shutdown('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
