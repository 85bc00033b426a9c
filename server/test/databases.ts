import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'kysely';
import { type Db, openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { testSchemaName } from './pg-test-schemas.js';

/** A way to open a fresh, migrated, empty database of one dialect. */
export interface TestDatabaseFactory {
  name: 'sqlite' | 'postgres';
  open(): Promise<Db>;
  close(db: Db): Promise<void>;
}

const sqliteFactory: TestDatabaseFactory = {
  name: 'sqlite',
  async open() {
    const db = openDatabase(':memory:');
    await migrateToLatest(db.kysely);
    return db;
  },
  async close(db) {
    await db.kysely.destroy();
  },
};

/** A new, migrated schema of its own: parallel test files never see each other's rows. */
async function createTestSchema(url: string): Promise<string> {
  const schema = testSchemaName();
  const admin = openDatabase(url);
  await sql`create schema ${sql.id(schema)}`.execute(admin.kysely);
  await admin.kysely.destroy();
  const db = openDatabase(url, schema);
  await migrateToLatest(db.kysely);
  await db.kysely.destroy();
  return schema;
}

function postgresFactory(url: string): TestDatabaseFactory {
  const schemas = new Map<Db, string>();
  return {
    name: 'postgres',
    async open() {
      const schema = await createTestSchema(url);
      const db = openDatabase(url, schema);
      schemas.set(db, schema);
      return db;
    },
    async close(db) {
      // The schema stays until the run ends (server/test/pg-global-setup.ts drops the run's own): dropping
      // it now would race Kysely's migrator in other workers, whose introspection reads every schema.
      schemas.delete(db);
      await db.kysely.destroy();
    },
  };
}

/** SQLite always; PostgreSQL too when `PG_TEST_URL` is set (CI sets it). */
export function testDatabaseFactories(): TestDatabaseFactory[] {
  const url = process.env.PG_TEST_URL;
  return url ? [sqliteFactory, postgresFactory(url)] : [sqliteFactory];
}

/** One database that several handles open, as several server processes would. */
export interface SharedTestDatabase {
  /** A new handle (its own connections) on the same, migrated database. */
  open(): Db;
  /** Removes the database (PostgreSQL schemas go with the run, like every test schema). */
  remove(): void;
}

/** A way to make a database of one dialect that several handles share: a SQLite file, a PostgreSQL schema. */
export interface SharedTestDatabaseFactory {
  name: 'sqlite' | 'postgres';
  create(): Promise<SharedTestDatabase>;
}

const sharedSqliteFactory: SharedTestDatabaseFactory = {
  name: 'sqlite',
  async create() {
    const dir = mkdtempSync(join(tmpdir(), 'bulten-shared-'));
    const file = join(dir, 'shared.sqlite');
    const first = openDatabase(file);
    await migrateToLatest(first.kysely);
    await first.kysely.destroy();
    return { open: () => openDatabase(file), remove: () => rmSync(dir, { recursive: true, force: true }) };
  },
};

function sharedPostgresFactory(url: string): SharedTestDatabaseFactory {
  return {
    name: 'postgres',
    async create() {
      const schema = await createTestSchema(url);
      return { open: () => openDatabase(url, schema), remove: () => {} };
    },
  };
}

/** SQLite files always; PostgreSQL schemas too when `PG_TEST_URL` is set. */
export function sharedTestDatabaseFactories(): SharedTestDatabaseFactory[] {
  const url = process.env.PG_TEST_URL;
  return url ? [sharedSqliteFactory, sharedPostgresFactory(url)] : [sharedSqliteFactory];
}
