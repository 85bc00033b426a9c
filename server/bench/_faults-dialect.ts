/**
 * The fault bench's databases: a SQLite file handed to the unprivileged user its servers run as (file
 * modes bind them), or a PostgreSQL role and schema of their own (cut, refused, read-only through that role
 * only); each seeded, with three server processes.
 */
import { chmodSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type Db, openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { type FaultMarket, seedFaultMarket } from '../test/faults/market.js';
import { createPgFaultDatabase, type PgFaultDatabase } from '../test/faults/pg-fault-database.js';
import type { ReadOnlyFault } from '../test/faults/read-only.js';
import { handOver, type ServerProcess, startServer } from '../test/faults/server-process.js';

/** How many server processes share the database. */
export const PROCESSES = 3;

/** A dialect's database under fault, its servers and how to fail it. */
export interface FaultDialect {
  name: 'sqlite' | 'postgres';
  db: Db;
  market: FaultMarket;
  servers: ServerProcess[];
  /** The PostgreSQL role's database (connection cuts), none on SQLite. */
  pg?: PgFaultDatabase;
  /** Starts one more server process on the database. */
  start(): Promise<ServerProcess>;
  readOnly: ReadOnlyFault;
  /** Every server that ran, for the crash count (replaced ones included). */
  everyServer: ServerProcess[];
  remove(): Promise<void>;
}

async function startAll(dialect: FaultDialect): Promise<ServerProcess[]> {
  const servers = await Promise.all(Array.from({ length: PROCESSES }, () => dialect.start()));
  dialect.everyServer.push(...servers);
  return servers;
}

/** A seeded SQLite file with three servers (run unprivileged when this is root). */
export async function sqliteDialect(): Promise<FaultDialect> {
  const dir = mkdtempSync(join(tmpdir(), 'bulten-fault-bench-'));
  const file = join(dir, 'faults.sqlite');
  const seeding = openDatabase(file);
  await migrateToLatest(seeding.kysely);
  const market = await seedFaultMarket(seeding);
  await seeding.kysely.destroy();
  handOver(dir);
  const dialect: FaultDialect = {
    name: 'sqlite',
    db: undefined as unknown as Db,
    market,
    servers: [],
    everyServer: [],
    start: () => startServer(file, { unprivileged: true }),
    readOnly: {
      // A running server keeps the file it opened writable: the servers start again on the read-only file.
      async readOnly() {
        await Promise.all(dialect.servers.map((s) => s.stop()));
        chmodSync(file, 0o444);
        dialect.servers = await startAll(dialect);
        return dialect.servers;
      },
      async writable() {
        chmodSync(file, 0o644);
      },
    },
    async remove() {
      await Promise.all(dialect.servers.map((s) => s.stop()));
      await dialect.db.kysely.destroy();
      rmSync(dir, { recursive: true, force: true });
    },
  };
  dialect.servers = await startAll(dialect);
  // Opened after the servers made the write-ahead files, so that they are theirs.
  dialect.db = openDatabase(file);
  return dialect;
}

/** A seeded PostgreSQL schema of a role of its own, with three servers. */
export async function postgresDialect(base: string): Promise<FaultDialect> {
  const pg = await createPgFaultDatabase(base);
  const market = await seedFaultMarket(pg.admin);
  const dialect: FaultDialect = {
    name: 'postgres',
    db: pg.admin,
    market,
    servers: [],
    everyServer: [],
    pg,
    start: () => startServer(pg.url),
    readOnly: {
      async readOnly() {
        await pg.readOnly(true);
        return dialect.servers;
      },
      writable: () => pg.readOnly(false),
    },
    async remove() {
      await Promise.all(dialect.servers.map((s) => s.stop()));
      await pg.remove();
    },
  };
  dialect.servers = await startAll(dialect);
  return dialect;
}
