import type { Kysely, Updateable } from 'kysely';
import type { Database } from '../../db/schema.js';
import { writeTransaction } from '../../db/write-transaction.js';
import { AppError } from '../../http/app-error.js';
import { hashPassword } from '../users/password.js';
import { findUserByUsername, setPasswordHash, updateUser } from '../users/users.repository.js';
import type { AppUserTable } from '../users/users.table.js';
import { revokeUserSessions, voidUnusedCodes } from './auth.repository.js';

/** What else a password change may set on the user's row (the console sets phone and SMS step with it). */
export type ChangesWithPassword = Updateable<Omit<AppUserTable, 'password_hash'>>;

/** Options of `changePassword`. */
export interface PasswordChangeOptions {
  /** The session the person changed it in (their own profile), which goes on; every other one ends. */
  keepSession?: string;
  also?: ChangesWithPassword;
}

/**
 * The one way a password changes (CLI, console, reset by SMS, own profile, the service account at start):
 * the new hash, a lockout lifted, and in the same transaction every session of the user ended (but
 * `keepSession`) and every sign-in or reset in progress voided (its unused one-time codes), so every
 * process refuses the old tokens from its next request on. Answers how many sessions ended.
 */
export async function changePassword(
  db: Kysely<Database>,
  userId: number,
  password: string,
  at: Date,
  options: PasswordChangeOptions = {},
): Promise<number> {
  // Hashing takes a while and is no database work: it is done before the transaction.
  const hash = await hashPassword(password);
  const when = at.toISOString();
  return writeTransaction(db, async (trx) => {
    if (options.also) await updateUser(trx, userId, options.also);
    await setPasswordHash(trx, userId, hash, when);
    await voidUnusedCodes(trx, userId, when);
    return revokeUserSessions(trx, userId, when, options.keepSession);
  });
}

/** `changePassword` of a user by user name (404 UNKNOWN_ID when there is none). */
export async function changePasswordOf(
  db: Kysely<Database>,
  username: string,
  password: string,
  at: Date,
): Promise<number> {
  const user = await findUserByUsername(db, username);
  if (!user) throw new AppError(404, 'UNKNOWN_ID', [`user ${username} does not exist`]);
  return changePassword(db, user.id, password, at);
}
