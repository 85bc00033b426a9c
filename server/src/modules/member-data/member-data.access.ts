import { addDays, daysBetween, istanbulDate, type MEMBER_DATA_READERS } from '@bulten/core';
import { AppError } from '../../http/app-error.js';
import { idParam, rangeParams } from '../../http/params.js';
import type { AuthUser } from '../../http/route-access.js';
import type { DateRange } from './member-data.repository.js';

// Longest range of registrations across all members an admin may list at once.
const ALL_MEMBERS_MAX_DAYS = 31;
// Arrivals shown when no range is asked for.
const DEFAULT_ARRIVAL_DAYS = 90;

/** Who reads member data (the table lets members and admins through; the rules below narrow members). */
export type MemberDataUser = AuthUser<(typeof MEMBER_DATA_READERS)[number]>;

/** The member id of a path, when the signed-in user may read it: a member only its own (else 403). */
export function readableMember(user: MemberDataUser, memberIdText: string | undefined): number {
  const memberId = idParam(memberIdText);
  if (user.role === 'member' && user.memberId !== memberId) throw new AppError(403, 'FORBIDDEN');
  return memberId;
}

/**
 * Whose registrations `GetTesciller` lists: a member its own (another `uyeId` is 403); an admin the
 * `uyeId` asked for, else every member's (then at most 31 days).
 */
export function registrationsScope(
  user: MemberDataUser,
  uyeId: string | undefined,
  range: DateRange,
): number | null {
  if (user.role === 'member') {
    if (user.memberId === null) throw new AppError(403, 'FORBIDDEN');
    if (uyeId !== undefined && idParam(uyeId) !== user.memberId) throw new AppError(403, 'FORBIDDEN');
    return user.memberId;
  }
  if (uyeId !== undefined) return idParam(uyeId);
  if (daysBetween(range.from, range.to) >= ALL_MEMBERS_MAX_DAYS) {
    throw new AppError(400, 'RANGE_TOO_LONG', [`at most ${ALL_MEMBERS_MAX_DAYS} days without uyeId`]);
  }
  return null;
}

/** A registrations range: both dates valid, to ≥ from, at most one year. */
export function memberRange(from: string | undefined, to: string | undefined): DateRange {
  return rangeParams(from, to, 1);
}

/** An optional `from`/`to` query range; without one, the last 90 days up to today. */
export function optionalRange(from: string | undefined, to: string | undefined, now: Date): DateRange {
  if (from === undefined && to === undefined) {
    const today = istanbulDate(now);
    return { from: addDays(today, -DEFAULT_ARRIVAL_DAYS), to: today };
  }
  return memberRange(from, to);
}

/** A four-digit year between 1900 and 2999, or 400 BAD_DATE. */
export function yearParam(value: string | undefined): number {
  if (!value || !/^(19|2\d)\d\d$/.test(value))
    throw new AppError(400, 'BAD_DATE', [`not a year: ${value ?? ''}`]);
  return Number(value);
}
