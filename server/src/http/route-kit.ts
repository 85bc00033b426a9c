import { z } from 'zod';

/** OpenAPI pieces the routes share (the endpoint table in core holds paths and schemas). */

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
