import type { LiveEvent, Role } from '@bulten/core';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll } from 'vitest';
import { type BuildOptions, buildApp } from '../src/app.js';
import type { AppContext } from '../src/app-context.js';
import { loadConfig } from '../src/config/config.js';
import type { Db } from '../src/db/database.js';
import { createLocalEventBus } from '../src/events/event-bus.js';
import { bearer, createUserAndSignIn, type TestUser, type TestUserOptions } from './auth.js';
import {
  type DatabaseTest,
  type DescribeWithDatabaseOptions,
  describeWithDatabase,
  readThrough,
} from './database-suite.js';

/** The JWT secret of every test app (any 32 bytes do; tests never check signatures across apps). */
export const TEST_JWT_SECRET = 'app-test-secret-0123456789-abcdefghijkl';

/** The default clock of a test app: Monday 2 March 2026, 12:00 Istanbul. */
export const TEST_NOW = new Date('2026-03-02T09:00:00.000Z');

/** A clock a test can move; the app's `now()` reads it. */
export interface TestClock {
  now(): Date;
  set(at: Date | string): void;
  advance(ms: number): void;
}

/** A clock standing at `start` until a test moves it. */
export function testClock(start: Date = TEST_NOW): TestClock {
  let at = start;
  return {
    now: () => at,
    set: (next) => {
      at = typeof next === 'string' ? new Date(next) : next;
    },
    advance: (ms) => {
      at = new Date(at.getTime() + ms);
    },
  };
}

/** How to build a test app: its clock, environment (`loadConfig` input) and Fastify options. */
export interface TestAppOptions {
  now?: Date | TestClock;
  env?: Record<string, string>;
  build?: BuildOptions;
}

/** An app on a database, with its context, clock and every live event it published. */
export interface TestApp {
  ctx: AppContext;
  app: FastifyInstance;
  clock: TestClock;
  events: LiveEvent[];
}

/** Builds the whole app (never listening) on an open database. */
export async function buildTestApp(db: Db, options: TestAppOptions = {}): Promise<TestApp> {
  const clock = options.now && 'set' in options.now ? options.now : testClock(options.now ?? TEST_NOW);
  const ctx: AppContext = {
    db,
    config: loadConfig({ JWT_SECRET: TEST_JWT_SECRET, ...options.env }),
    events: createLocalEventBus(),
    now: () => clock.now(),
  };
  const events: LiveEvent[] = [];
  ctx.events.subscribe((event) => events.push(event));
  const app = await buildApp(ctx, options.build);
  return { ctx, app, clock, events };
}

/** A request with a user's default token (or none) and a language. */
export function injectAs(
  app: FastifyInstance,
  user: TestUser | null,
  options: InjectOptions & { lang?: 'tr' | 'en' },
): Promise<LightMyRequestResponse> {
  const { lang, headers, ...rest } = options;
  return app.inject({
    ...rest,
    headers: { ...(headers ?? {}), ...(user ? bearer(user.defaultToken) : {}), ...(lang ? { lang } : {}) },
  });
}

/** The staff roles (and the service account) in the order `signInStaff` signs them in. */
export const STAFF_ROLES = ['service', 'operator', 'admin', 'superadmin'] as const satisfies readonly Role[];

/** What a test of `describeWithApp` reads; every field is there once the suite's `beforeAll` ran. */
export interface AppTest<S extends object = object> extends TestApp, DatabaseTest<S> {
  /**
   * The users of `options.users` by role. Each may be taken at collection time (`const { admin } = t.users`):
   * its fields are read through to the signed-in user when the tests run.
   */
  readonly users: Readonly<Record<Role, TestUser>>;
  /** Creates a user of a role (a member user with its member) and signs it in through HTTP. */
  signIn(role: Role, opts?: TestUserOptions): Promise<TestUser>;
  /** A request as a user (or anonymous) in a language. */
  inject(
    user: TestUser | null,
    options: InjectOptions & { lang?: 'tr' | 'en' },
  ): Promise<LightMyRequestResponse>;
  /** A POST of a JSON body as a user (or anonymous), in a language when given. */
  post(
    user: TestUser | null,
    url: string,
    payload: object,
    lang?: 'tr' | 'en',
  ): Promise<LightMyRequestResponse>;
  /** A second app on the same database at another time; closed with the suite. */
  openApp(options?: TestAppOptions): Promise<FastifyInstance>;
}

/** Options of `describeWithApp`: the app's, plus the data seeded before it is built and the dialects. */
export interface DescribeWithAppOptions<S extends object>
  extends TestAppOptions,
    Pick<DescribeWithDatabaseOptions<S>, 'seed' | 'dialects'> {
  /** Users signed in after the seed, one per role, in this order (read as `t.users.<role>`). */
  users?: readonly Role[];
}

type Opened = TestApp & { users: Partial<Record<Role, TestUser>> };

function appTest<S extends object>(database: DatabaseTest<S>, opened: () => Opened): AppTest<S> {
  const extra: FastifyInstance[] = [];
  return {
    dialect: database.dialect,
    factory: database.factory,
    get app() {
      return opened().app;
    },
    get ctx() {
      return opened().ctx;
    },
    get clock() {
      return opened().clock;
    },
    get events() {
      return opened().events;
    },
    get db() {
      return database.db;
    },
    get kysely() {
      return database.kysely;
    },
    data: database.data,
    users: new Proxy({} as Record<Role, TestUser>, {
      get: (_target, role) =>
        readThrough(() => {
          const user = opened().users[role as Role];
          if (!user) throw new Error(`no ${String(role)} user: name it in the users option`);
          return user;
        }),
    }),
    signIn: (role, opts) => createUserAndSignIn(opened().app, opened().ctx, role, opts),
    inject: (user, options) => injectAs(opened().app, user, options),
    post: (user, url, payload, lang) => injectAs(opened().app, user, { method: 'POST', url, payload, lang }),
    async openApp(options) {
      const { app } = await buildTestApp(database.db, options);
      extra.push(app);
      return app;
    },
    async closeExtra() {
      for (const app of extra.splice(0)) await app.close();
    },
  } as AppTest<S> & { closeExtra(): Promise<void> };
}

/**
 * A `describe` per SQL dialect (`"<title> on sqlite"`, `"… on postgres"`) around one app on a fresh
 * database: seeded by `options.seed`, built at `options.now` (a clock tests may move), closed after the
 * suite. `body` registers the tests (and any further `beforeAll`) and reads the app through `t`.
 */
export function describeWithApp<S extends object = object>(
  title: string,
  options: DescribeWithAppOptions<S>,
  body: (t: AppTest<S>) => void,
): void {
  describeWithDatabase<S>(title, { seed: options.seed, dialects: options.dialects }, (database) => {
    let opened: Opened | undefined;
    const current = () => {
      if (!opened) throw new Error('the test app is read before its beforeAll ran');
      return opened;
    };
    const t = appTest<S>(database, current) as AppTest<S> & { closeExtra(): Promise<void> };
    beforeAll(async () => {
      const built = await buildTestApp(database.db, options);
      const users: Partial<Record<Role, TestUser>> = {};
      for (const role of options.users ?? [])
        users[role] = await createUserAndSignIn(built.app, built.ctx, role);
      opened = { ...built, users };
    });
    // The database's own afterAll closes it after this one.
    afterAll(async () => {
      if (!opened) return;
      await t.closeExtra();
      await opened.app.close();
    });
    body(t);
  });
}
