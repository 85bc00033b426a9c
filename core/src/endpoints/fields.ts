import { z } from 'zod';
import { type DateFieldKind, dateField, dateFieldKind } from '../contract/date-field.js';
import type { AnyEndpoint } from './endpoint.js';

export { type DateFieldKind, dateField, dateFieldKind, yearField } from '../contract/date-field.js';

/** Path and query fields shared by several areas of the endpoint table (strings: the server parses them). */

// What every date field's description ends with: the one rule it is checked against.
const DAY_RULE = '400 BAD_DATE when not a date, DATE_OUT_OF_RANGE before 1990-01-01 or over a year ahead';

/** A path date. */
export const pathDate = dateField(`Trade date, YYYY-MM-DD (Istanbul); ${DAY_RULE}`);

/** An optional query date (`what` it is, e.g. `Only this trade date`). */
export const queryDate = (what: string) => dateField(`${what}, YYYY-MM-DD; ${DAY_RULE}`).optional();

/** The date fields of an endpoint: path and query field names with the kind each holds. */
export function dateFieldsOf(
  e: AnyEndpoint,
): { in: 'params' | 'query'; name: string; kind: DateFieldKind }[] {
  const fields: { in: 'params' | 'query'; name: string; kind: DateFieldKind }[] = [];
  for (const [where, shape] of [
    ['params', e.params.shape],
    ['query', e.query?.shape ?? {}],
  ] as const) {
    for (const [name, schema] of Object.entries(shape as Record<string, z.ZodType>)) {
      const kind = dateFieldKind(schema);
      if (kind) fields.push({ in: where, name, kind });
    }
  }
  return fields;
}

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

/** Path of a call about one registration: its number (`TescilNo`). */
export const registrationNoParams = z.object({
  no: z.string().min(1).max(50).describe('Registration number (TescilNo)'),
});

/** Path of a history or archive call: a group, class or product and an inclusive date range. */
export const itemRangeParams = z.object({
  itemId: pathId('Group, class or product'),
  from: pathDate,
  to: pathDate,
});

/** A public GET of dated figures: long caching once every date it names is past. */
export const PUBLIC_PAST = { method: 'GET', access: 'public', cache: 'public-past' } as const;

/** A public GET whose past answers may still change (a staff mapping, a late backfill): never cached. */
export const PUBLIC_UNCACHED = { method: 'GET', access: 'public', cache: 'none' } as const;

/** A public GET of today's or undated data: short caching. */
export const PUBLIC_TODAY = { method: 'GET', access: 'public', cache: 'public-today' } as const;
