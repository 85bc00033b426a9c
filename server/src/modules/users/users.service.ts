import type { Role } from '@bulten/core';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema.js';
import { isUniqueViolation, writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../http/app-error.js';
import { hashPassword } from './password.js';
import { findUserByUsername, insertUser } from './users.repository.js';

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

const exists = (username: string) => new AppError(409, 'CONFLICT', [`user ${username} exists`]);

/**
 * Creates a user with a hashed password; a member user must name an existing member code. The name is
 * checked again in the writing transaction, and a unique-key failure of a concurrent create is a 409 too.
 */
export async function createUser(
  db: Kysely<Database>,
  input: NewUserInput,
  now = new Date(),
): Promise<number> {
  if (await findUserByUsername(db, input.username)) throw exists(input.username);
  if (input.role === 'member' && !input.memberCode)
    throw new AppError(400, 'VALIDATION', ['a member user needs a member code']);
  if (input.smsVerification && !input.phone)
    throw new AppError(400, 'VALIDATION', ['SMS verification needs a phone number']);
  // Hashing takes a while and is no database work: it is done before the transaction.
  const passwordHash = await hashPassword(input.password);
  const memberId = await memberIdOf(db, input.memberCode);
  try {
    return await writeTransaction(db, async (trx) => {
      if (await findUserByUsername(trx, input.username)) throw exists(input.username);
      return insertNewUser(trx, input, passwordHash, memberId, now);
    });
  } catch (error) {
    if (isUniqueViolation(error) || isUniqueViolation((error as Error).cause)) throw exists(input.username);
    throw error;
  }
}

function insertNewUser(
  db: Kysely<Database>,
  input: NewUserInput,
  passwordHash: string,
  memberId: number | null,
  now: Date,
): Promise<number> {
  const at = now.toISOString();
  return insertUser(db, {
    username: input.username,
    password_hash: passwordHash,
    role: input.role,
    member_id: memberId,
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
