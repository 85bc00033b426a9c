import type { DayTotals } from '@bulten/core';
import { buildApp } from '../../src/app.js';
import type { AppContext } from '../../src/app-context.js';
import { loadConfig } from '../../src/config/config.js';
import type { Db } from '../../src/db/database.js';
import { countOf } from '../../src/db/rows.js';
import { createLocalEventBus } from '../../src/events/event-bus.js';
import { ensureServiceAccount } from '../../src/modules/demo/demo.users.js';
import { applyRegistration } from '../../src/modules/registrations/registrations.service.js';
import { createUser } from '../../src/modules/users/users.service.js';
import { createUserAndSignIn, type TestUser } from '../auth.js';
import { createMembers } from '../csv.js';
import { createTinyCatalogue, registrationBody, tradeInput } from '../factories.js';
import type { Answer } from './http-client.js';
import { FAULT_SECRET } from './server-process.js';

/** A day long past: answers about it are kept a day (`max-age=86400`), so a stale one would last. */
export const FAULT_DAY = '2025-06-02';

/** What the fault scenarios work with on a database. */
export interface FaultMarket {
  operator: TestUser;
  member: TestUser;
  /** The class alerts are set on. */
  classId: number;
  /** A hall lot on `FAULT_DAY` (its check code is never sent: lookups are wrong on purpose). */
  lotNo: string;
  /** Users whose sign-in the scenarios try (right and wrong passwords), each once. */
  signInUsers: { username: string; password: string }[];
}

/** Sign-in names made for the scenarios, each with the same password. */
export const SIGN_IN_PASSWORD = 'fault-password-0123456789';
const SIGN_IN_USERS = 6;

/**
 * Seeds a database for the fault scenarios: the tiny catalogue, members A1 and S1, three trades on
 * `FAULT_DAY`, the service account, an operator and a member signed in (their tokens work on every
 * server: the same secret) and a few operators to sign in as.
 */
export async function seedFaultMarket(db: Db): Promise<FaultMarket> {
  const now = new Date();
  const config = loadConfig({ JWT_SECRET: FAULT_SECRET });
  const cat = await createTinyCatalogue(db.kysely);
  await createMembers(db.kysely, ['A1', 'S1']);
  for (const [i, price] of ['20.5', '21', '21.5'].entries())
    await applyRegistration(
      db.kysely,
      tradeInput(`F-${i}`, `${FAULT_DAY} 1${i}:00`, cat.redHard, 1000, price),
      now,
    );
  await ensureServiceAccount(db.kysely, config, now);
  const signInUsers = Array.from({ length: SIGN_IN_USERS }, (_, i) => ({
    username: `giris.${i}`,
    password: SIGN_IN_PASSWORD,
  }));
  for (const user of signInUsers)
    await createUser(
      db.kysely,
      { ...user, role: 'operator', memberCode: null, phone: null, smsVerification: false },
      now,
    );
  const ctx: AppContext = { db, config, events: createLocalEventBus(), now: () => new Date() };
  const app = await buildApp(ctx);
  try {
    const operator = await createUserAndSignIn(app, ctx, 'operator');
    const member = await createUserAndSignIn(app, ctx, 'member', { memberCode: 'A1' });
    return { operator, member, classId: cat.redClass, lotNo: 'F-0', signInUsers };
  } finally {
    await app.close();
  }
}

/** The active trades of a day, as the database holds them now. */
export async function tradesOn(db: Db, day: string): Promise<number> {
  return countOf(
    db.kysely.selectFrom('registration').where('trade_date', '=', day).where('status', '=', 'AKTIF'),
  );
}

/** The path of a day's public totals (`GetToplamIslemler`). */
export const totalsPath = (day: string) => `/api/v1/CMS/OnlineKullaniciBulten/GetToplamIslemler/${day}`;

/** The trade count a totals answer shows (undefined for an answer that is not one). */
export function tradesShown(answer: Answer): number | undefined {
  if (answer.status !== 200 || !Array.isArray(answer.json)) return undefined;
  return (answer.json as DayTotals[])[0]?.IslemSayisi ?? 0;
}

/** The path of a staff registration. */
export const CREATE_PATH = '/api/v1/Tescil/Create';

/** A staff registration body of one trade on a day. */
export function tradeBody(no: string, day = FAULT_DAY): Record<string, unknown> {
  return registrationBody({ TescilNo: no, IslemZamani: `${day} 11:00`, Miktar: '1000' });
}
