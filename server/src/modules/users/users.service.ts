import type { Role } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { AppError } from '../../http/app-error.js';
import { hashPassword } from './password.js';
import { findUserByUsername, insertUser, updateUser } from './users.repository.js';

/** What it takes to create a user. */
export interface NewUserInput {
  username: string;
  password: string;
  role: Role;
  memberCode?: string | null;
  fullName?: string;
  phone?: string | null;
  email?: string | null;
  smsVerification?: boolean;
}

async function memberIdOf(db: Kysely<Database>, code: string | null | undefined): Promise<number | null> {
  if (!code) return null;
  const member = await db.selectFrom('member').select('id').where('code', '=', code).executeTakeFirst();
  if (!member) throw new AppError(400, 'UNKNOWN_ID', [`member code ${code} does not exist`]);
  return member.id;
}

/** Creates a user with a hashed password; a member user must name an existing member code. */
export async function createUser(
  db: Kysely<Database>,
  input: NewUserInput,
  now = new Date(),
): Promise<number> {
  if (await findUserByUsername(db, input.username))
    throw new AppError(409, 'CONFLICT', [`user ${input.username} exists`]);
  if (input.role === 'member' && !input.memberCode)
    throw new AppError(400, 'VALIDATION', ['a member user needs a member code']);
  if (input.smsVerification && !input.phone)
    throw new AppError(400, 'VALIDATION', ['SMS verification needs a phone number']);
  const at = now.toISOString();
  return insertUser(db, {
    username: input.username,
    password_hash: await hashPassword(input.password),
    role: input.role,
    member_id: await memberIdOf(db, input.memberCode),
    full_name: input.fullName ?? input.username,
    phone: input.phone ?? null,
    email: input.email ?? null,
    sms_verification: input.smsVerification ? 1 : 0,
    failed_attempts: 0,
    locked_until: null,
    active: 1,
    created_at: at,
    updated_at: at,
  });
}

/** Sets a new password for a user by user name. */
export async function setPassword(
  db: Kysely<Database>,
  username: string,
  password: string,
  now = new Date(),
) {
  const user = await findUserByUsername(db, username);
  if (!user) throw new AppError(404, 'UNKNOWN_ID', [`user ${username} does not exist`]);
  await updateUser(db, user.id, {
    password_hash: await hashPassword(password),
    failed_attempts: 0,
    locked_until: null,
    updated_at: now.toISOString(),
  });
}
