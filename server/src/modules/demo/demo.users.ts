import { randomBytes } from 'node:crypto';
import type { Role } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Config } from '../../config/config.js';
import type { Database } from '../../db/schema.js';
import { changePassword } from '../auth/password-change.js';
import { verifyPassword } from '../users/password.js';
import { findUserByUsername } from '../users/users.repository.js';
import { createUser, type NewUserInput } from '../users/users.service.js';
import { DEMO_MEMBER_CODE } from './demo.members.js';

/** A user the demo made (or found), with the password to sign in. */
export interface DemoCredential {
  role: Role;
  username: string;
  password: string;
  memberCode: string | null;
  /** False when the user existed already (its password is then unknown and left empty). */
  created: boolean;
}

/** The demo member user's mobile number (SMS codes go to the development outbox). */
export const DEMO_MEMBER_PHONE = '05320001001';

function randomPassword(): string {
  return randomBytes(12).toString('base64url');
}

async function ensureUser(db: Kysely<Database>, input: NewUserInput, now: Date): Promise<DemoCredential> {
  const base = { role: input.role, username: input.username, memberCode: input.memberCode ?? null };
  if (await findUserByUsername(db, input.username)) return { ...base, password: '', created: false };
  await createUser(db, input, now);
  return { ...base, password: input.password, created: true };
}

/**
 * Makes sure the service account the public web signs in with exists and signs in with the configured
 * password (a changed `SERVICE_PASSWORD` takes effect on the next start).
 */
export async function ensureServiceAccount(
  db: Kysely<Database>,
  config: Config,
  now: Date,
): Promise<DemoCredential> {
  const { serviceUsername: username, servicePassword: password } = config;
  const existing = await findUserByUsername(db, username);
  if (existing?.role === 'service' && !(await verifyPassword(password, existing.password_hash))) {
    await changePassword(db, existing.id, password, now);
  }
  const credential = await ensureUser(
    db,
    { username, password, role: 'service', fullName: 'Bülten web' },
    now,
  );
  return { ...credential, password };
}

/**
 * Creates the demo users: the service account, a member user (with SMS verification), an operator, an
 * admin and a super admin. Passwords are random (crypto), except the service account's.
 */
export async function seedDemoUsers(
  db: Kysely<Database>,
  config: Config,
  now: Date,
): Promise<DemoCredential[]> {
  const people: NewUserInput[] = [
    {
      username: 'uye1001',
      password: randomPassword(),
      role: 'member',
      memberCode: DEMO_MEMBER_CODE,
      fullName: 'Demo Üye Kullanıcısı',
      phone: DEMO_MEMBER_PHONE,
      smsVerification: true,
    },
    { username: 'operator', password: randomPassword(), role: 'operator', fullName: 'Tescil Operatörü' },
    { username: 'admin', password: randomPassword(), role: 'admin', fullName: 'Borsa Yöneticisi' },
    { username: 'superadmin', password: randomPassword(), role: 'superadmin', fullName: 'Sistem Yöneticisi' },
  ];
  const credentials = [await ensureServiceAccount(db, config, now)];
  for (const person of people) credentials.push(await ensureUser(db, person, now));
  return credentials;
}
