import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bulten, capturedCli } from '../../test/cli.js';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../test/databases.js';
import { rowCount } from '../../test/tables.js';
import { loadConfig } from '../config/config.js';
import type { Db } from '../db/database.js';
import { serveReportCommand } from './demo.commands.js';
import { buildProgram } from './program.js';

// Seeding is the demo module's own subject (tested there on both dialects); here only the command.
describe.each(testDatabaseFactories().filter((f) => f.name === 'sqlite'))(
  'demo commands on $name',
  (factory: TestDatabaseFactory) => {
    let db: Db;

    beforeEach(async () => {
      db = await factory.open();
    });
    afterEach(async () => factory.close(db));

    it('seed-demo seeds an empty database once and prints the window, the counts and the new passwords', async () => {
      const cli = capturedCli(db, new Date('2026-03-04T12:00:00Z'));
      expect(await bulten(cli, 'seed-demo', '--seed', '3', '--years', '0.02')).toEqual([0]);
      const lines = cli.out().split('\n');
      expect(lines[0]).toMatch(
        /^seeded the demo exchange \(seed 3\) from 2026-02-26 to 2026-03-04 in \d+\.\d s$/,
      );
      expect(lines).toContain(`  registration: ${await rowCount(db.kysely, 'registration')}`);
      expect(
        lines.filter((l) => /^ {2}(service|member|operator|admin|superadmin) user \S+ \/ \S+/.test(l)).length,
      ).toBeGreaterThanOrEqual(4);
      const again = capturedCli(db);
      expect(await bulten(again, 'seed-demo')).toEqual([1]);
      expect(again.err()).toMatch(/^CONFLICT: the demo is seeded only into a database without/);
    });

    it('seeds three years when no --years is given, as the first start does (DEMO_YEARS)', () => {
      const command = buildProgram(async () => {}).commands.find((c) => c.name() === 'seed-demo');
      expect(command?.options.find((o) => o.long === '--years')?.defaultValue).toBe(3);
      expect(loadConfig({}).demoYears).toBe(3);
    });

    it('serve-report serves the report service until told to stop', async () => {
      const cli = capturedCli(db);
      let stop: () => void = () => {};
      const until = new Promise<void>((resolve) => {
        stop = resolve;
      });
      const running = serveReportCommand(cli.ctx, { port: 0, host: '127.0.0.1', until });
      await expect
        .poll(() => cli.out(), { timeout: 10_000 })
        .toMatch(/^report service listening on http:\/\/127\.0\.0\.1:\d+\n$/);
      const address = cli.out().trim().split(' ').at(-1);
      const health = await fetch(`${address}/api/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toEqual({ status: 'ok', time: '2026-03-04T12:00:00.000Z' });
      stop();
      expect(await running).toBe(0);
      await expect(fetch(`${address}/api/health`)).rejects.toThrow();
    });
  },
);
