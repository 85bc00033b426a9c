import type { Role } from '@bulten/core';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll, describe } from 'vitest';
import type { Db } from '../src/db/database.js';
import type { Database } from '../src/db/schema.js';
import { TEST_NOW, type TestClock, testClock } from './app.js';
import { createUserAndSignIn, type TestUser, type TestUserOptions } from './auth.js';
import {
  type SharedTestDatabase,
  type SharedTestDatabaseFactory,
  sharedTestDatabaseFactories,
} from './databases.js';
import { type ProcessApp, startProcessApp } from './shared-apps.js';

/** What a test of `describeWithProcesses` reads: the apps (as server processes) on one database. */
export interface ProcessesTest {
  readonly dialect: SharedTestDatabaseFactory['name'];
  /** The apps, each with its own database handle, sharing the database and the clock. */
  readonly apps: readonly ProcessApp[];
  /** A handle on the shared database (the first app's). */
  readonly kysely: Kysely<Database>;
  readonly clock: TestClock;
  /** The app a request number `i` goes to: the apps in turn. */
  pick(i: number): ProcessApp;
  /** Creates a user of a role and signs it in through the first app. */
  signIn(role: Role, opts?: TestUserOptions): Promise<TestUser>;
  /** A new handle on the shared database, as another process (a CLI command) opens it; the caller closes it. */
  openHandle(): Db;
}

/**
 * A `describe` per SQL dialect around `count` apps on one shared database (a SQLite file, a PostgreSQL
 * schema), as `count` server processes would run: the races of every limit are tested through them.
 */
export function describeWithProcesses(
  title: string,
  options: { count: number; now?: Date },
  body: (t: ProcessesTest) => void,
): void {
  describe.each(sharedTestDatabaseFactories())(`${title} on $name`, (factory: SharedTestDatabaseFactory) => {
    const clock = testClock(options.now ?? TEST_NOW);
    let shared: SharedTestDatabase | undefined;
    const apps: ProcessApp[] = [];
    beforeAll(async () => {
      shared = await factory.create();
      for (let i = 0; i < options.count; i += 1) apps.push(await startProcessApp(shared, () => clock.now()));
    });
    afterAll(async () => {
      for (const app of apps.splice(0)) await app.stop();
      shared?.remove();
    });
    body({
      dialect: factory.name,
      apps,
      get kysely() {
        return apps[0]!.ctx.db.kysely;
      },
      clock,
      pick: (i) => apps[i % apps.length]!,
      signIn: (role, opts) => createUserAndSignIn(apps[0]!.app, apps[0]!.ctx, role, opts),
      openHandle: () => shared!.open(),
    });
  });
}

/** How many answers had each status code, e.g. `{ 200: 20, 409: 20 }`. */
export function statusCounts(statuses: readonly number[]): Record<number, number> {
  const counts: Record<number, number> = {};
  for (const status of statuses) counts[status] = (counts[status] ?? 0) + 1;
  return counts;
}
