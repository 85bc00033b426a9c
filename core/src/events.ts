import { z } from 'zod';

/** Events of the live stream (`/api/v1/Canli/Akis`), one JSON object per Server-Sent Event. */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('trade'),
    registrationNo: z.string(),
    productId: z.number(),
    tradeDate: z.string(),
  }),
  z.object({
    type: z.literal('cancel'),
    registrationNo: z.string(),
    productId: z.number(),
    tradeDate: z.string(),
  }),
  z.object({ type: z.literal('ticker') }),
  z.object({ type: z.literal('session'), state: z.enum(['open', 'closed']), date: z.string() }),
  z.object({ type: z.literal('figures'), dates: z.array(z.string()) }),
]);

/** One live event. */
export type LiveEvent = z.infer<typeof liveEventSchema>;
