import { daysBetween } from '@bulten/core/plain';

/** What a peer figure's freshness says: a text key of `regional.fresh` and its values, or null. */
export interface Freshness {
  key: string;
  values?: Record<string, number>;
}

/**
 * How fresh a peer's figure is against the board's day: the same day, read N minutes (hours) ago; the
 * day before, "yesterday's"; earlier, N days old. Worked out from the answer alone (the minutes since the
 * read as the server counted them), so the server's page and the browser's say the same.
 */
export function peerFreshness(
  boardDate: string,
  peerDate: string | null,
  minutes: number | null,
): Freshness | null {
  if (peerDate === null) return null;
  const days = daysBetween(peerDate, boardDate);
  if (days === 1) return { key: 'regional.fresh.yesterday' };
  if (days > 1) return { key: 'regional.fresh.days', values: { count: days } };
  if (minutes === null || minutes >= 24 * 60) return null;
  return age(minutes);
}

/** How long ago something was read, in minutes, hours or days (`regional.fresh.*`). */
export function age(minutes: number): Freshness {
  if (minutes < 1) return { key: 'regional.fresh.justNow' };
  if (minutes < 60) return { key: 'regional.fresh.minutes', values: { count: minutes } };
  if (minutes < 24 * 60) return { key: 'regional.fresh.hours', values: { count: Math.floor(minutes / 60) } };
  return { key: 'regional.fresh.daysAgo', values: { count: Math.floor(minutes / (24 * 60)) } };
}
