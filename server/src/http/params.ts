import { CHANNELS, type Channel, daysBetween, isValidDate } from '@bulten/core';
import { AppError } from './app-error.js';

/** Longest date range a history or archive call may ask for. */
export const MAX_RANGE_YEARS = 20;

/** A path date `YYYY-MM-DD`, or 400 BAD_DATE. */
export function dateParam(value: string | undefined): string {
  if (!value || !isValidDate(value)) throw new AppError(400, 'BAD_DATE', [`not a date: ${value ?? ''}`]);
  return value;
}

/** A positive integer id, or 400 BAD_ID. */
export function idParam(value: string | undefined): number {
  if (!value || !/^\d{1,9}$/.test(value) || Number(value) <= 0)
    throw new AppError(400, 'BAD_ID', [`not an id: ${value ?? ''}`]);
  return Number(value);
}

/** A `from`..`to` range: both valid, to ≥ from, at most `maxYears` long; else 400. */
export function rangeParams(from: string | undefined, to: string | undefined, maxYears = MAX_RANGE_YEARS) {
  const start = dateParam(from);
  const end = dateParam(to);
  if (end < start) throw new AppError(400, 'BAD_RANGE');
  if (daysBetween(start, end) > maxYears * 366)
    throw new AppError(400, 'RANGE_TOO_LONG', [`at most ${maxYears} years`]);
  return { from: start, to: end };
}

/**
 * A channel filter: SALON, SERBEST or CANLI_HAYVAN → that channel; TUMU (all) or nothing → undefined
 * (no filter); anything else → 400 BAD_CHANNEL. Case-insensitive.
 */
export function channelParam(value: string | undefined): Channel[] | undefined {
  const text = value?.trim().toUpperCase() ?? '';
  if (text === '' || text === 'TUMU') return undefined;
  const channel = CHANNELS.find((c) => c === text);
  if (!channel) throw new AppError(400, 'BAD_CHANNEL', [`not a channel: ${value ?? ''}`]);
  return [channel];
}

/** The `{groupId}/{date}` path of a group's day view, checked (400 BAD_ID, 400 BAD_DATE in that order). */
export function groupDayParams(params: { groupId?: string; date?: string }): [groupId: number, date: string] {
  return [idParam(params.groupId), dateParam(params.date)];
}
