import { problemSchema } from '@bulten/core';
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

/**
 * The error body of every 4xx answer (`{"error":{"code","message"},"Message"}`); a refusal with problems (a
 * rejected file's lines, a request's fields) lists them as codes and parameters beside their English text.
 */
export const errorResponseSchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      details: z
        .array(z.string())
        .optional()
        .describe('What is wrong, in English (`line N: column: problem` or `Field: problem`)'),
      problems: z
        .array(problemSchema)
        .optional()
        .describe('The same as codes and parameters (at most 1000), for a client to word in its language'),
      problemCount: z.number().int().optional().describe('How many problems there were in all'),
    }),
    Message: z.string(),
  })
  .describe('Bad input: the message is in the request language');
