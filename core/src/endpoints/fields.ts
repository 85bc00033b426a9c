import { z } from 'zod';

/** Path and query fields shared by several areas of the endpoint table (strings: the server parses them). */

/** A path date. */
export const pathDate = z
  .string()
  .describe('Trade date, YYYY-MM-DD (Istanbul); a bad date answers 400 BAD_DATE');

/** A path id of a catalogue node (`what`: Group, Class, Product…). */
export const pathId = (what: string) =>
  z.string().describe(`${what} id (positive integer); 400 BAD_ID / UNKNOWN_ID`);

/** `?kanal=`: a channel filter. */
export const channelFilter = z
  .string()
  .optional()
  .describe('SALON, SERBEST, CANLI_HAYVAN or TUMU (default); else 400 BAD_CHANNEL');

/** `?format=` of an answer that is also a download (`formats`, e.g. `csv or xlsx`). */
export const formatFilter = (formats: string) =>
  z.string().optional().describe(`json (default), ${formats}; else 400 BAD_FORMAT`);

/** `?limit=`: how many rows, 1..`max` (default `fallback`). */
export const limitFilter = (fallback: number, max: number) =>
  z.string().optional().describe(`Rows, 1..${max} (default ${fallback}); else 400 BAD_LIMIT`);

/** Path of a history or archive call: a group, class or product and an inclusive date range. */
export const itemRangeParams = z.object({
  itemId: pathId('Group, class or product'),
  from: pathDate,
  to: pathDate,
});

/** A public GET of dated figures: long caching once every date it names is past. */
export const PUBLIC_PAST = { method: 'GET', access: 'public', cache: 'public-past' } as const;

/** A public GET of today's or undated data: short caching. */
export const PUBLIC_TODAY = { method: 'GET', access: 'public', cache: 'public-today' } as const;
