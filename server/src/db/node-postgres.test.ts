import { execFileSync } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER_DIR = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

// Run in a process of its own: the test runner's other files load node-postgres for their PostgreSQL runs.
const PROGRAM = `
import { createRequire } from 'node:module';
const { openDatabase } = await import('./src/db/database.ts');
const { createEventBus } = await import('./src/events/create-event-bus.ts');
const { buildApp } = await import('./src/app.ts');
const { loadConfig } = await import('./src/config/config.ts');
const db = openDatabase(':memory:');
const events = await createEventBus(db);
const app = await buildApp({ db, config: loadConfig({}), events, now: () => new Date() });
await app.ready();
const loaded = Object.keys(createRequire(process.cwd() + '/').cache);
console.log(JSON.stringify({ modules: loaded.length, pg: loaded.filter((file) => file.includes('/node_modules/pg/')) }));
await app.close();
await events.close();
await db.kysely.destroy();
`;

describe('node-postgres', () => {
  it('is never loaded by an app on SQLite', () => {
    const output = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', PROGRAM], {
      cwd: SERVER_DIR,
      encoding: 'utf8',
      env: { ...process.env, JWT_SECRET: 'node-postgres-test-secret-0123456789-abcdef' },
    });
    const { modules, pg } = JSON.parse(output.trim().split('\n').at(-1) ?? '{}') as {
      modules: number;
      pg: string[];
    };
    expect(modules).toBeGreaterThan(50);
    expect(pg).toEqual([]);
  }, 60_000);
});
