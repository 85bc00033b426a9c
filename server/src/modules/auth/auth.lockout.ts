import type { AppContext } from '../../app-context.js';
import { clearFailedAttempts, incrementFailedAttempts, lockUser } from '../users/users.repository.js';
import type { AppUserRow } from '../users/users.table.js';
import { countHit, deleteCounter, liveCounter, setCounter } from './limit-counter.repository.js';

/** Consecutive failed sign-ins that lock an account. */
export const MAX_FAILURES = 5;
/** How long a lock lasts. */
export const LOCK_MINUTES = 15;
// A known user's failures count until a success; an unknown name's for a day, long enough that probing
// whether a name exists by spacing out failures would take days per name.
const UNKNOWN_NAME_FAILURE_WINDOW_MS = 24 * 60 * 60_000;

// Unknown user names lock too, in the database like known ones, so a lock answer never tells an attacker
// a name exists, whichever server process answers and across restarts.
const failuresKey = (username: string) => `login-failures:${username}`;
const lockKey = (username: string) => `login-lock:${username}`;

// The service account's password is public (config.json): locking it would take the public site down.
const lockable = (user: Pick<AppUserRow, 'role'>) => user.role !== 'service';

/** Whether sign-in is locked for a user name (known user or not) at `now`. */
export async function isLocked(
  ctx: AppContext,
  username: string,
  user: AppUserRow | undefined,
  now: Date,
): Promise<boolean> {
  if (user) return lockable(user) && user.locked_until !== null && user.locked_until > now.toISOString();
  return (await liveCounter(ctx.db.kysely, lockKey(username), now.getTime())) !== undefined;
}

async function recordUnknownNameFailure(ctx: AppContext, username: string, now: Date): Promise<void> {
  const db = ctx.db.kysely;
  const nowMs = now.getTime();
  const { hits } = await countHit(db, failuresKey(username), UNKNOWN_NAME_FAILURE_WINDOW_MS, nowMs);
  if (hits < MAX_FAILURES) return;
  await setCounter(db, lockKey(username), 1, nowMs + LOCK_MINUTES * 60_000);
  await deleteCounter(db, failuresKey(username));
}

/** Counts a failed sign-in; the fifth in a row locks the account for LOCK_MINUTES. */
export async function recordFailure(
  ctx: AppContext,
  username: string,
  user: AppUserRow | undefined,
  now: Date,
): Promise<void> {
  if (!user) return recordUnknownNameFailure(ctx, username, now);
  if (!lockable(user)) return;
  const failures = await incrementFailedAttempts(ctx.db.kysely, user.id);
  if (failures >= MAX_FAILURES) {
    await lockUser(ctx.db.kysely, user.id, new Date(now.getTime() + LOCK_MINUTES * 60_000).toISOString());
  }
}

/** Forgets the failures of a user who just gave the right password. */
export async function recordSuccess(ctx: AppContext, user: AppUserRow): Promise<void> {
  if (user.failed_attempts !== 0 || user.locked_until !== null)
    await clearFailedAttempts(ctx.db.kysely, user.id);
}
