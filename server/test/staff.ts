import type { Role } from '@bulten/core';
import type { BuildOptions } from '../src/app.js';
import { buildTestApp, type TestApp } from './app.js';
import { createUserAndSignIn, type TestUser } from './auth.js';
import type { TestDatabaseFactory } from './databases.js';

export { injectAs } from './app.js';
export { tradeInput } from './factories.js';

/** An app on a fresh database with a fixed clock, and every live event it published. */
export interface StaffTestApp extends TestApp {
  close(): Promise<void>;
}

/** Builds the whole app on a fresh database of a dialect, at a fixed `now`. */
export async function openStaffTestApp(
  factory: TestDatabaseFactory,
  now: Date,
  options: BuildOptions = {},
): Promise<StaffTestApp> {
  const db = await factory.open();
  const opened = await buildTestApp(db, { now, build: options });
  return {
    ...opened,
    async close() {
      await opened.app.close();
      await factory.close(db);
    },
  };
}

/** One signed-in user of each staff role plus the service account. */
export type StaffUsers = Record<Exclude<Role, 'member'>, TestUser>;

/** Creates and signs in a service account, an operator, an admin and a super admin. */
export async function signInStaff(t: Pick<TestApp, 'app' | 'ctx'>): Promise<StaffUsers> {
  const users: Partial<StaffUsers> = {};
  for (const role of ['service', 'operator', 'admin', 'superadmin'] as const) {
    users[role] = await createUserAndSignIn(t.app, t.ctx, role);
  }
  return users as StaffUsers;
}
