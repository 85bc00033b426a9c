import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import { type Db, openDatabase } from '../../src/db/database.js';
import { migrateToLatest } from '../../src/db/migrate.js';

/**
 * A PostgreSQL database the fault tests may break without touching anyone else on the shared server: a
 * role of its own (`bulten_fault_<second>_<hex>`, login, not a superuser) owning a schema of its own. Its
 * connections are cut, refused or made read-only through that role only; `admin` is a superuser handle on
 * the same schema, which keeps working meanwhile (another process's connection).
 */
export interface PgFaultDatabase {
  /** The URL server processes run on (the role, its schema). */
  url: string;
  role: string;
  schema: string;
  /** A superuser handle on the schema: writes "from another connection" while the role is cut off. */
  admin: Db;
  /** Ends every session of the role (what a restart, a failover or `pg_terminate_backend` does). */
  cut(): Promise<number>;
  /** Refuses the role's new sessions and cuts the open ones: the database is unreachable for it. */
  block(): Promise<void>;
  /** Lets the role log in again. */
  unblock(): Promise<void>;
  /** New sessions of the role are read-only (`default_transaction_read_only`); open ones are cut when `on`. */
  readOnly(on: boolean): Promise<void>;
  remove(): Promise<void>;
}

const ROLE_PREFIX = 'bulten_fault_';
// A role left by a killed run is dropped by the next one after this long.
const LEFTOVER_AFTER_S = 3 * 60 * 60;

async function dropLeftoverRoles(admin: Db): Promise<void> {
  const { rows } = await sql<{ name: string }>`
    select rolname as name from pg_roles where rolname like ${`${ROLE_PREFIX}%`}`.execute(admin.kysely);
  const now = Math.floor(Date.now() / 1000);
  for (const { name } of rows) {
    const second = Number(/^bulten_fault_(\d+)_/.exec(name)?.[1]);
    if (!(now - second > LEFTOVER_AFTER_S)) continue;
    await sql`drop owned by ${sql.id(name)} cascade`.execute(admin.kysely);
    await sql`drop role if exists ${sql.id(name)}`.execute(admin.kysely);
  }
}

function withUser(base: string, role: string, schema: string): string {
  const url = new URL(base);
  url.username = role;
  url.password = '';
  url.searchParams.set('options', `-c search_path=${schema}`);
  return url.toString();
}

/** Creates the role and its migrated schema on the server `base` names (a superuser URL). */
export async function createPgFaultDatabase(base: string): Promise<PgFaultDatabase> {
  const role = `${ROLE_PREFIX}${Math.floor(Date.now() / 1000)}_${randomBytes(4).toString('hex')}`;
  const schema = role;
  const root = openDatabase(base);
  await dropLeftoverRoles(root);
  await sql`create role ${sql.id(role)} login`.execute(root.kysely);
  await sql`create schema ${sql.id(schema)} authorization ${sql.id(role)}`.execute(root.kysely);
  const url = withUser(base, role, schema);
  const owner = openDatabase(url);
  await migrateToLatest(owner.kysely);
  await owner.kysely.destroy();
  const admin = openDatabase(base, schema);
  const terminate = async () => {
    const { rows } = await sql<{ n: number }>`
      select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where usename = ${role}`.execute(
      root.kysely,
    );
    return Number(rows[0]?.n ?? 0);
  };
  return {
    url,
    role,
    schema,
    admin,
    cut: terminate,
    async block() {
      await sql`alter role ${sql.id(role)} nologin`.execute(root.kysely);
      await terminate();
    },
    async unblock() {
      await sql`alter role ${sql.id(role)} login`.execute(root.kysely);
    },
    async readOnly(on) {
      if (on) {
        await sql`alter role ${sql.id(role)} set default_transaction_read_only = on`.execute(root.kysely);
        await terminate();
      } else await sql`alter role ${sql.id(role)} reset default_transaction_read_only`.execute(root.kysely);
    },
    async remove() {
      await admin.kysely.destroy();
      await sql`alter role ${sql.id(role)} nologin`.execute(root.kysely);
      await terminate();
      await sql`drop owned by ${sql.id(role)} cascade`.execute(root.kysely);
      await sql`drop role if exists ${sql.id(role)}`.execute(root.kysely);
      await root.kysely.destroy();
    },
  };
}
