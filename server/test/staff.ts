import { type LiveEvent, parseScaled, parseTradeTime, type Role } from '@bulten/core';
import type { FastifyInstance, InjectOptions, LightMyRequestResponse } from 'fastify';
import { type BuildOptions, buildApp } from '../src/app.js';
import type { AppContext } from '../src/app-context.js';
import { loadConfig } from '../src/config/config.js';
import { createLocalEventBus } from '../src/events/event-bus.js';
import type { RegistrationInput } from '../src/modules/registrations/registrations.service.js';
import { bearer, createUserAndSignIn, type TestUser } from './auth.js';
import type { TestDatabaseFactory } from './databases.js';

/** An app on a fresh database with a fixed clock, and every live event it published. */
export interface StaffTestApp {
  ctx: AppContext;
  app: FastifyInstance;
  events: LiveEvent[];
  close(): Promise<void>;
}

/** Builds the whole app on a fresh database of a dialect, at a fixed `now`. */
export async function openStaffTestApp(
  factory: TestDatabaseFactory,
  now: Date,
  options: BuildOptions = {},
): Promise<StaffTestApp> {
  const db = await factory.open();
  const ctx: AppContext = {
    db,
    config: loadConfig({ JWT_SECRET: 'staff-test-secret-0123456789-abcdefghijkl' }),
    events: createLocalEventBus(),
    now: () => now,
  };
  const events: LiveEvent[] = [];
  ctx.events.subscribe((event) => events.push(event));
  const app = await buildApp(ctx, options);
  return {
    ctx,
    app,
    events,
    async close() {
      await app.close();
      await factory.close(db);
    },
  };
}

/** One signed-in user of each staff role plus the service account. */
export type StaffUsers = Record<Exclude<Role, 'member'>, TestUser>;

/** Creates and signs in a service account, an operator, an admin and a super admin. */
export async function signInStaff(t: StaffTestApp): Promise<StaffUsers> {
  const users: Partial<StaffUsers> = {};
  for (const role of ['service', 'operator', 'admin', 'superadmin'] as const) {
    users[role] = await createUserAndSignIn(t.app, t.ctx, role);
  }
  return users as StaffUsers;
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

/** A registration input for tests: quantity in whole units, price as a decimal string ("20.684"). */
export function tradeInput(
  registrationNo: string,
  time: string,
  productId: number,
  units: number,
  price: string,
  more: Partial<RegistrationInput> = {},
): RegistrationInput {
  return {
    registrationNo,
    tradedAt: parseTradeTime(time)!,
    productId,
    quantityMilli: units * 1000,
    unitPriceE4: parseScaled(price, 4)!,
    channel: 'SALON',
    ...more,
  };
}
