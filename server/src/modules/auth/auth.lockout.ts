import type { AppContext } from '../../app-context.js';
import { clearFailedAttempts, incrementFailedAttempts, lockUser } from '../users/users.repository.js';
import type { AppUserRow } from '../users/users.table.js';

/** Consecutive failed sign-ins that lock an account. */
export const MAX_FAILURES = 5;
/** How long a lock lasts. */
export const LOCK_MINUTES = 15;
const MAX_PHANTOMS = 10_000;

interface PhantomState {
  failures: number;
  lockedUntil: number;
}

// Unknown user names lock too (in memory), so a lock answer never tells an attacker a name exists.
const phantomsByDb = new WeakMap<object, Map<string, PhantomState>>();

function phantoms(ctx: AppContext): Map<string, PhantomState> {
  let map = phantomsByDb.get(ctx.db);
  if (!map) {
    map = new Map();
    phantomsByDb.set(ctx.db, map);
  }
  return map;
}

// The service account's password is public (config.json): locking it would take the public site down.
const lockable = (user: Pick<AppUserRow, 'role'>) => user.role !== 'service';

/** Whether sign-in is locked for a user name (known user or not) at `now`. */
export function isLocked(
  ctx: AppContext,
  username: string,
  user: AppUserRow | undefined,
  now: Date,
): boolean {
  if (user) return lockable(user) && user.locked_until !== null && user.locked_until > now.toISOString();
  return (phantoms(ctx).get(username)?.lockedUntil ?? 0) > now.getTime();
}

function recordPhantomFailure(ctx: AppContext, username: string, now: Date): void {
  const map = phantoms(ctx);
  const state = map.get(username) ?? { failures: 0, lockedUntil: 0 };
  map.delete(username);
  state.failures += 1;
  if (state.failures >= MAX_FAILURES)
    Object.assign(state, { failures: 0, lockedUntil: now.getTime() + LOCK_MINUTES * 60_000 });
  map.set(username, state);
  if (map.size > MAX_PHANTOMS) map.delete(map.keys().next().value as string);
}

/** Counts a failed sign-in; the fifth in a row locks the account for LOCK_MINUTES. */
export async function recordFailure(
  ctx: AppContext,
  username: string,
  user: AppUserRow | undefined,
  now: Date,
): Promise<void> {
  if (!user) return recordPhantomFailure(ctx, username, now);
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
