import type { LiveEvent } from '@bulten/core';
import { type BuildOptions, buildApp } from '../src/app.js';
import type { AppContext } from '../src/app-context.js';
import { loadConfig } from '../src/config/config.js';
import { createEventBus } from '../src/events/create-event-bus.js';
import type { TestClock } from './app.js';
import type { SharedTestDatabase, SharedTestDatabaseFactory } from './databases.js';
import type { StaffTestApp } from './staff.js';

/** Several apps on one database, each with its own handle and event bus, as several server processes. */
export interface SharedApps {
  apps: StaffTestApp[];
  database: SharedTestDatabase;
  close(): Promise<void>;
}

/** Opens `count` apps on one new shared database of a dialect, with the real event bus of each. */
export async function openSharedApps(
  factory: SharedTestDatabaseFactory,
  count: number,
  now: () => Date,
  options: BuildOptions = {},
): Promise<SharedApps> {
  const database = await factory.create();
  // The apps read the caller's clock; moving it is the caller's job.
  const fixed = () => {
    throw new Error("shared apps read the caller's clock; move that one");
  };
  const clock: TestClock = { now, set: fixed, advance: fixed };
  const apps: StaffTestApp[] = [];
  for (let i = 0; i < count; i += 1) {
    const db = database.open();
    const events = await createEventBus(db);
    const ctx: AppContext = {
      db,
      config: loadConfig({ JWT_SECRET: 'shared-test-secret-0123456789-abcdefghijkl' }),
      events,
      now,
    };
    const seen: LiveEvent[] = [];
    events.subscribe((event) => seen.push(event));
    const app = await buildApp(ctx, options);
    apps.push({
      ctx,
      app,
      clock,
      events: seen,
      async close() {
        await app.close();
        await events.close();
        await db.kysely.destroy();
      },
    });
  }
  return {
    apps,
    database,
    async close() {
      for (const app of apps) await app.close();
      database.remove();
    },
  };
}
