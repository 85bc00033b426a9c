import { sql } from 'kysely';
import { openDatabase } from './src/db/database.js';
import { migrateToLatest } from './src/db/migrate.js';
const db = openDatabase(process.argv[2] ?? ':memory:', process.argv[3]);
await migrateToLatest(db.kysely);
const q = db.dialect === 'sqlite'
  ? sql`select type, name, sql from sqlite_master order by name`
  : sql`select tablename as name, indexname, indexdef from pg_indexes where schemaname = ${process.argv[3]} union all select table_name, column_name || ' ' || data_type || ' ' || is_nullable || ' ' || coalesce(column_default,''), '' from information_schema.columns where table_schema = ${process.argv[3]} order by 1, 2`;
const r = await q.execute(db.kysely);
for (const row of r.rows) console.log(JSON.stringify(row));
await db.kysely.destroy();
