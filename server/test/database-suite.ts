import type { Kysely } from 'kysely';
import { afterAll, afterEach, beforeAll, beforeEach, describe } from 'vitest';
import type { Db } from '../src/db/database.js';
import type { Database } from '../src/db/schema.js';
import { type TestDatabaseFactory, testDatabaseFactories } from './databases.js';

/**
 * An object whose fields are read from `value()` each time: a suite's data can be taken at collection
 * time and read when the tests run, after the hook that made it.
 */
export function readThrough<S extends object>(value: () => S): S {
  return new Proxy({} as S, {
    get: (_target, key) => Reflect.get(value(), key),
    has: (_target, key) => Reflect.has(value(), key),
    ownKeys: () => Reflect.ownKeys(value()),
    getOwnPropertyDescriptor: (_target, key) => Reflect.getOwnPropertyDescriptor(value(), key),
  });
}

/** What a test of `describeWithDatabase` reads; every field is there once the suite's hook ran. */
export interface DatabaseTest<S extends object = object> {
  readonly dialect: TestDatabaseFactory['name'];
  /** The dialect's factory, for a further database of the test's own (it closes it). */
  readonly factory: TestDatabaseFactory;
  readonly db: Db;
  readonly kysely: Kysely<Database>;
  /** What `seed` answered; it may be taken at collection time (`const c = t.data`). */
  readonly data: S;
}

/** Options of `describeWithDatabase`. */
export interface DescribeWithDatabaseOptions<S extends object> {
  /** Writes the suite's data into each fresh database. */
  seed?: (db: Db) => Promise<S> | Promise<void>;
  /** A fresh database (seeded again) for each test; by default one for the whole suite. */
  freshForEachTest?: boolean;
  /** Only these dialects (default: every one `testDatabaseFactories` gives). */
  dialects?: ReadonlyArray<TestDatabaseFactory['name']>;
}

/**
 * A `describe` per SQL dialect (`"<title> on sqlite"`, `"… on postgres"`) around a fresh, migrated
 * database, seeded by `options.seed` and closed after the suite (or after each test with
 * `freshForEachTest`). `body` registers the tests (and any further hooks, which run after the database's)
 * and reads the database through `t`.
 */
export function describeWithDatabase<S extends object = object>(
  title: string,
  options: DescribeWithDatabaseOptions<S>,
  body: (t: DatabaseTest<S>) => void,
): void {
  const factories = testDatabaseFactories().filter(
    (f) => !options.dialects || options.dialects.includes(f.name),
  );
  describe.each(factories)(`${title} on $name`, (factory: TestDatabaseFactory) => {
    let opened: { db: Db; data: S } | undefined;
    const current = () => {
      if (!opened) throw new Error('the test database is read before its hook ran');
      return opened;
    };
    const open = async () => {
      const db = await factory.open();
      const data = ((options.seed ? await options.seed(db) : undefined) ?? {}) as S;
      opened = { db, data };
    };
    const close = async () => {
      if (!opened) return;
      await factory.close(opened.db);
      opened = undefined;
    };
    if (options.freshForEachTest) {
      beforeEach(open);
      afterEach(close);
    } else {
      beforeAll(open);
      afterAll(close);
    }
    body({
      dialect: factory.name,
      factory,
      get db() {
        return current().db;
      },
      get kysely() {
        return current().db.kysely;
      },
      data: readThrough(() => current().data),
    });
  });
}
