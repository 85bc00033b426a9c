import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

/** Options every bulletin route plugin receives from `registerUnderBulletinPrefixes`. */
export interface BulletinRouteOptions {
  hideFromDocs: boolean;
}

/** The Fastify instance typed for zod schemas. */
export function typed(app: FastifyInstance) {
  return app.withTypeProvider<ZodTypeProvider>();
}

/** OpenAPI tags of the bulletin routes. */
export const TAGS = {
  catalogue: 'Bülten: katalog',
  day: 'Bülten: günlük',
  cards: 'Bülten: kartlar',
  live: 'Bülten: son işlemler ve seans',
  compat: 'Bülten: uyumlu satırlar',
  arrivals: 'Bülten: gelen ürünler',
} as const;

/** The error body of every 4xx answer (`{"error":{"code","message"},"Message"}`). */
export const errorResponseSchema = z
  .object({
    error: z.object({ code: z.string(), message: z.string(), details: z.array(z.string()).optional() }),
    Message: z.string(),
  })
  .describe('Bad input: the message is in the request language');

/** A path date. */
export const pathDate = z
  .string()
  .describe('Trade date, YYYY-MM-DD (Istanbul); a bad date answers 400 BAD_DATE');
/** A path id. */
export const pathId = (what: string) =>
  z.string().describe(`${what} id (positive integer); 400 BAD_ID / UNKNOWN_ID`);

/** The common parts of a documented bulletin route's schema. */
export function docs(
  opts: BulletinRouteOptions,
  tag: string,
  summary: string,
  description: string,
): { hide: boolean; tags: string[]; summary: string; description: string } {
  return { hide: opts.hideFromDocs, tags: [tag], summary, description };
}

/** A 200 response schema with an example, plus the documented 400. */
export function answers<T extends z.ZodType>(schema: T, example: z.input<T>) {
  return { 200: schema.meta({ example }), 400: errorResponseSchema };
}
