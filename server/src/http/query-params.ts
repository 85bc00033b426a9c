import { AppError } from './app-error.js';

const CLOCK = /^([01]\d|2[0-3]):([0-5]\d)$/;

/** A row limit: absent → `fallback`; an integer 1..`max` → it; anything else → 400 BAD_LIMIT. */
export function limitParam(value: string | undefined, fallback: number, max: number): number {
  if (value === undefined || value === '') return fallback;
  if (!/^\d{1,6}$/.test(value) || Number(value) < 1 || Number(value) > max) {
    throw new AppError(400, 'BAD_LIMIT', [`limit must be 1..${max}: ${value}`]);
  }
  return Number(value);
}

/** An Istanbul wall-clock time `HH:mm`, or undefined when absent; else 400 BAD_TIME. */
export function clockParam(value: string | undefined): string | undefined {
  if (value === undefined || value === '') return undefined;
  if (!CLOCK.test(value)) throw new AppError(400, 'BAD_TIME', [`not a time: ${value}`]);
  return value;
}

// Ids are 32-bit integer columns; PostgreSQL rejects a larger parameter outright.
const MAX_ID = 2_147_483_647;

/** A registration id to continue after (`sonraki`): an integer 0..2^31−1, or undefined; else 400 BAD_ID. */
export function afterIdParam(value: string | undefined): number | undefined {
  if (value === undefined || value === '') return undefined;
  if (!/^\d{1,10}$/.test(value) || Number(value) > MAX_ID)
    throw new AppError(400, 'BAD_ID', [`not an id: ${value}`]);
  return Number(value);
}
