/**
 * One measured part of `import.ts`, in its own process so its memory is its own. Modes:
 *   sqlite DIR CSV [no-alongside] · raw DIR CSV · postgres URL CSV [no-alongside] · raw-postgres URL CSV ·
 *   server DIR YEARS
 * (`no-alongside`: as `bulten import-registrations --no-alongside` runs, else as it runs by default)
 * Each prints one JSON line; `server` then serves until stdin closes.
 */
import { join } from 'node:path';
import SQLite from 'better-sqlite3';
import { sql } from 'kysely';
import { type Db, openDatabase } from '../src/db/database.js';
import { migrateToLatest } from '../src/db/migrate.js';
import { cliImportOptions, importRegistrations } from '../src/modules/imports/imports.service.js';
import { STAGED_COLUMNS, stagedChunks } from '../src/modules/imports/staged-file.js';
import { REGISTRATION_INDEXES } from '../src/modules/registrations/registration-indexes.js';
import { refusedFile, seedBenchCodes, stageBenchCsv } from './_import-data.js';
import { rawPostgresInserts } from './_import-raw-postgres.js';

const [mode, where, input, variant] = process.argv.slice(2) as [string, string, string, string?];
const flags = variant === 'no-alongside' ? { alongside: false } : {};

async function freshSqlite(dir: string, name: string): Promise<Db> {
  const db = openDatabase(join(dir, name));
  await migrateToLatest(db.kysely);
  await seedBenchCodes(db.kysely);
  return db;
}

// The import exactly as `bulten import-registrations` runs it, timed, with its statistics checked.
async function timedImport(db: Db, csv: string) {
  const started = performance.now();
  const cpu = process.cpuUsage();
  const result = await importRegistrations(
    db.kysely,
    { file: csv },
    await cliImportOptions(db.kysely, flags),
  );
  const seconds = (performance.now() - started) / 1000;
  const used = process.cpuUsage(cpu);
  if (!result.ok) throw refusedFile(result.problems);
  const stats = await db.kysely
    .selectFrom('daily_stat')
    .select((eb) => eb.fn.sum<number>('trade_count').as('n'))
    .executeTakeFirstOrThrow();
  return {
    rows: result.rows,
    seconds,
    cpuSeconds: (used.user + used.system) / 1e6,
    maxRssMb: process.resourceUsage().maxRSS / 1024,
    statisticsRows: Number(stats.n),
  };
}

// The same rows, already checked and converted, inserted by one prepared 500-row statement in one
// transaction into the table as the import's bulk load has it (secondary indexes dropped, the unique
// numbers kept): no parsing, no checks, no statistics, no index builds. Only the statement runs are timed.
async function rawInserts(dir: string, csv: string) {
  const db = await freshSqlite(dir, 'raw.sqlite');
  const staged = join(dir, 'raw.v8');
  let rows: number;
  try {
    rows = await stageBenchCsv(db.kysely, csv, staged);
  } finally {
    await db.kysely.destroy();
  }
  const sqlite = new SQLite(join(dir, 'raw.sqlite'));
  sqlite.pragma('journal_mode = WAL');
  sqlite.pragma('synchronous = NORMAL');
  sqlite.pragma('cache_size = -65536');
  for (const [name] of REGISTRATION_INDEXES) sqlite.exec(`drop index ${name}`);
  const columns = [...STAGED_COLUMNS, 'version', 'created_at', 'updated_at'];
  const one = `(${columns.map(() => '?').join(',')})`;
  const statement = sqlite.prepare(
    `insert into registration (${columns.join(',')}) values ${Array(500).fill(one).join(',')}`,
  );
  const at = new Date().toISOString();
  let spent = 0;
  const cpu = process.cpuUsage();
  sqlite.transaction(() => {
    for (const rows of stagedChunks(staged)) {
      for (let i = 0; i < rows.length; i += 500) {
        const parameters: unknown[] = [];
        for (const row of rows.slice(i, i + 500)) parameters.push(...row, 1, at, at);
        const started = performance.now();
        if (parameters.length === 500 * columns.length) statement.run(parameters);
        else
          sqlite
            .prepare(
              `insert into registration (${columns.join(',')}) values ${Array(
                parameters.length / columns.length,
              )
                .fill(one)
                .join(',')}`,
            )
            .run(parameters);
        spent += performance.now() - started;
      }
    }
  })();
  const used = process.cpuUsage(cpu);
  sqlite.close();
  return { rows, seconds: spent / 1000, cpuSeconds: (used.user + used.system) / 1e6 };
}

async function postgresImport(url: string, csv: string) {
  const schema = `bench_import_${process.pid}`;
  const admin = openDatabase(url);
  await sql.raw(`create schema ${schema}`).execute(admin.kysely);
  const db = openDatabase(url, schema);
  try {
    await migrateToLatest(db.kysely);
    await seedBenchCodes(db.kysely);
    return await timedImport(db, csv);
  } finally {
    await db.kysely.destroy();
    await sql.raw(`drop schema ${schema} cascade`).execute(admin.kysely);
    await admin.kysely.destroy();
  }
}

// A server on a seeded demo database (no live trades) with the benchmark's codes and a signed-in operator.
async function server(dir: string, years: number) {
  // Loaded here only: the import modes hold the modules the CLI holds (`cliModules`), not a server's.
  const [{ buildApp }, { loadConfig }, { createLocalEventBus }, { seedDemo }, { createUser }, { signIn }] =
    await Promise.all([
      import('../src/app.js'),
      import('../src/config/config.js'),
      import('../src/events/event-bus.js'),
      import('../src/modules/demo/demo.service.js'),
      import('../src/modules/users/users.service.js'),
      import('../test/auth.js'),
    ]);
  const db = openDatabase(join(dir, 'server.sqlite'));
  await migrateToLatest(db.kysely);
  const config = loadConfig({ DEMO_LIVE: '0', JWT_SECRET: 'bench-secret-0123456789-abcdefghijklmnop' });
  const today = new Date().toISOString().slice(0, 10);
  await seedDemo(db, { seed: 1, years, today, config });
  await seedBenchCodes(db.kysely);
  const app = await buildApp({ db, config, events: createLocalEventBus(), now: () => new Date() });
  await createUser(db.kysely, {
    username: 'bench-operator',
    password: 'bench-operator-password',
    role: 'operator',
    memberCode: null,
    phone: null,
    smsVerification: false,
  });
  const tokens = await signIn(app, 'bench-operator', 'bench-operator-password');
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no port');
  console.log(JSON.stringify({ url: `http://127.0.0.1:${address.port}`, token: tokens.defaultToken }));
  process.stdin.resume();
  process.stdin.on('end', () => void app.close().then(() => process.exit(0)));
}

// The command line's modules, loaded as `bulten import-registrations` has them: the import's peak memory
// is that of the CLI's process.
const cliModules = () => import('../src/cli/program.js');

if (mode === 'sqlite' || mode === 'postgres') await cliModules();
if (mode === 'sqlite')
  console.log(
    JSON.stringify(
      await timedImport(await freshSqlite(where, `import-${variant ?? 'default'}.sqlite`), input),
    ),
  );
else if (mode === 'raw') console.log(JSON.stringify(await rawInserts(where, input)));
else if (mode === 'postgres') console.log(JSON.stringify(await postgresImport(where, input)));
else if (mode === 'raw-postgres') console.log(JSON.stringify(await rawPostgresInserts(where, input)));
else if (mode === 'server') await server(where, Number(input));
else throw new Error(`unknown mode ${mode}`);
