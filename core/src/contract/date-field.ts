import { z } from 'zod';

/** What a date field of the endpoint table holds: a day `YYYY-MM-DD` or a year `YYYY`. */
export type DateFieldKind = 'date' | 'year';

/**
 * A path or query field that holds a day (`YYYY-MM-DD`), marked so (`format: date` in the OpenAPI
 * document too): the server checks every such field of a request against the exchange's days before the
 * route runs (`exchangeDayProblem`). `base` may carry checks of its own.
 */
export function dateField(description: string, base: z.ZodString = z.string()): z.ZodString {
  return base.meta({ format: 'date', description });
}

/** A path field that holds a year (`YYYY`), checked against the same days (`exchangeYearProblem`). */
export function yearField(description: string): z.ZodString {
  return z.string().meta({ format: 'year', description });
}

/** The kind of date a field schema holds (through `.optional()`), or null when it is no date field. */
export function dateFieldKind(schema: z.ZodType): DateFieldKind | null {
  const inner = schema instanceof z.ZodOptional ? (schema.unwrap() as z.ZodType) : schema;
  const format = z.globalRegistry.get(inner)?.format;
  return format === 'date' || format === 'year' ? format : null;
}
