import { z } from 'zod';

/** `GET /api/health`: the server is up; `time` is its clock (ISO 8601). */
export const healthSchema = z.object({ status: z.literal('ok'), time: z.string() });
export type Health = z.infer<typeof healthSchema>;

/**
 * `GET /api/health/ready`: the server can do its work, its database answering and taking writes (the database
 * it runs on). While it cannot, the answer is 503 with the error body: code `DATABASE_UNAVAILABLE` or
 * `DATABASE_READ_ONLY` and the reason in `details`.
 */
export const readinessSchema = z.object({
  status: z.literal('ready'),
  time: z.string(),
  database: z.enum(['sqlite', 'postgres']),
});
export type Readiness = z.infer<typeof readinessSchema>;
