import { z } from 'zod';

/** `GET /api/health`: the server is up; `time` is its clock (ISO 8601). */
export const healthSchema = z.object({ status: z.literal('ok'), time: z.string() });
export type Health = z.infer<typeof healthSchema>;
