import type { AppContext } from '../../app-context.js';
import { clearFailedAttempts, lockUser, takeSignInTry } from '../users/users.repository.js';
import type { AppUserRow } from '../users/users.table.js';
import { countHit, endWindowAt, liveCounter } from './limit-counter.repository.js';

/** Consecutive failed sign-ins that lock an account. */
export const MAX_FAILURES = 5;
/** How long a lock lasts. */
export const LOCK_MINUTES = 15;
// A known user's failures count until a success; an unknown name's for a day, long enough that probing
// whether a name exists by spacing out failures would take days per name.
const UNKNOWN_NAME_FAILURE_WINDOW_MS = 24 * 60 * 60_000;

// Unknown user names lock too, in the database like known ones, so a lock answer never tells an attacker
// a name exists, whichever server process answers and across restarts. One counter per name: its tries
// in the window, and once they reach the limit the window is cut to the lock's end.
const failuresKey = (username: string) => `login-failures:${username}`;

// The service account's password is public (config.json): locking it would take the public site down.
const lockable = (user: Pick<AppUserRow, 'role'>) => user.role !== 'service';

/** A sign-in try taken before the password is compared: allowed (its number) or refused (locked). */
export interface SignInTry {
  allowed: boolean;
  /** Tries counted so far, this one included (0 for the service account, which is never counted). */
  tries: number;
}

/**
 * Takes one try of a user name (known or not) before its password is compared, in one statement that
 * counts and answers: refused while the name is locked or once `MAX_FAILURES` tries are counted (the
 * ones in flight too), so no number of concurrent sign-ins on any number of processes compares more.
 */
export async function takeTry(
  ctx: AppContext,
  username: string,
  user: AppUserRow | undefined,
  now: Date,
): Promise<SignInTry> {
  if (user && !lockable(user)) return { allowed: true, tries: 0 };
  if (user) {
    const { tries, lockedUntil } = await takeSignInTry(ctx.db.kysely, user.id, now.toISOString());
    return { allowed: lockedUntil === null && tries <= MAX_FAILURES, tries };
  }
  const window = UNKNOWN_NAME_FAILURE_WINDOW_MS;
  const { hits } = await countHit(ctx.db.kysely, failuresKey(username), window, now.getTime());
  return { allowed: hits <= MAX_FAILURES, tries: hits };
}

/** Whether sign-in is locked for a user name (known user or not) at `now`. */
export async function isLocked(
  ctx: AppContext,
  username: string,
  user: AppUserRow | undefined,
  now: Date,
): Promise<boolean> {
  if (user) return lockable(user) && user.locked_until !== null && user.locked_until > now.toISOString();
  const counter = await liveCounter(ctx.db.kysely, failuresKey(username), now.getTime());
  return counter !== undefined && counter.hits >= MAX_FAILURES;
}

/** A failed try (counted when taken): the one that reached `MAX_FAILURES` locks the name for LOCK_MINUTES. */
export async function recordFailure(
  ctx: AppContext,
  username: string,
  user: AppUserRow | undefined,
  taken: SignInTry,
  now: Date,
): Promise<void> {
  if (taken.tries < MAX_FAILURES || (user && !lockable(user))) return;
  const until = now.getTime() + LOCK_MINUTES * 60_000;
  if (user) await lockUser(ctx.db.kysely, user.id, new Date(until).toISOString());
  else await endWindowAt(ctx.db.kysely, failuresKey(username), until);
}

/** Forgets the tries of a user who just gave the right password. */
export async function recordSuccess(ctx: AppContext, user: AppUserRow): Promise<void> {
  if (lockable(user)) await clearFailedAttempts(ctx.db.kysely, user.id);
}
