import { z } from 'zod';
import { tradeRowSchema } from './contract/bulletin-live.js';

/**
 * A new or corrected crop trade as a latest-trades row (`GetOnlineBultenSonIslemler`) in each language, so
 * an open list shows it without asking again; absent for live animals and the demo's trades.
 */
export const liveTradeRowsSchema = z.object({ tr: tradeRowSchema, en: tradeRowSchema });
export type LiveTradeRows = z.infer<typeof liveTradeRowsSchema>;

/** Events of the live stream (`/api/v1/Canli/Akis`), one JSON object per Server-Sent Event. */
export const liveEventSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('trade'),
    registrationNo: z.string(),
    productId: z.number(),
    tradeDate: z.string(),
    rows: liveTradeRowsSchema.optional(),
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
