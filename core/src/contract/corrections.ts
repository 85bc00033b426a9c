import { z } from 'zod';
import { nodeIdentityShape } from './bulletin.js';

/** The published figures a correction log row can name. */
export const CORRECTION_FIELDS = ['min', 'max', 'average', 'quantity', 'amount', 'count'] as const;
export type CorrectionField = (typeof CORRECTION_FIELDS)[number];

/**
 * What changed a published figure after it was shown: `DUZELTME` a registration corrected, `IPTAL` one
 * cancelled (on any day: the live bulletin showed it), `GEC_TESCIL` a late registration and `ICE_AKTARMA`
 * an import's new registrations (a file or a batch) on a day already final (its session closed) whose
 * bulletin listed trades.
 */
export const CORRECTION_KINDS = ['DUZELTME', 'IPTAL', 'GEC_TESCIL', 'ICE_AKTARMA'] as const;
export type CorrectionKind = (typeof CORRECTION_KINDS)[number];

/**
 * One published figure of a day's class (or product) that changed after it was shown (a correction, a
 * cancellation, a late registration or an import on a final day): before → after, what and when. The
 * registration itself is never named.
 */
export const correctionRowSchema = z.object({
  Tarih: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/)
    .describe('Trade date whose figures changed'),
  ...nodeIdentityShape,
  CanliHayvan: z
    .boolean()
    .describe('True for a live-animal class or product: the row belongs to the live-animal bulletin'),
  Alan: z
    .enum(CORRECTION_FIELDS)
    .describe('min, max, average (weighted): TL per unit; quantity: in the unit; amount: TL; count: trades'),
  Onceki: z.number().nullable().describe('The value shown before the change; null when nothing had traded'),
  Sonraki: z.number().nullable().describe('The value after it; null when nothing trades any more'),
  Tur: z
    .enum(CORRECTION_KINDS)
    .describe(
      'DUZELTME: a registration corrected; IPTAL: one cancelled; GEC_TESCIL: a late registration on a final day; ICE_AKTARMA: an import’s new registrations on a final day',
    ),
  Zaman: z.string().describe('When the change was made (ISO 8601, UTC)'),
});
export type CorrectionRow = z.infer<typeof correctionRowSchema>;
