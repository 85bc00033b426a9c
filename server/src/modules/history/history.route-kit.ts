import { z } from 'zod';
import { pathDate, pathId } from '../../http/route-kit.js';

/** OpenAPI tag of the history routes. */
export const HISTORY_TAG = 'Bülten: ürün geçmişi';

/** Path of a history call: an item and an inclusive date range. */
export const rangeParams = z.object({
  itemId: pathId('Group, class or product'),
  from: pathDate,
  to: pathDate,
});
/** `?kanal=` of a history call. */
export const channelQuery = z.object({
  kanal: z
    .string()
    .optional()
    .describe('SALON, SERBEST, CANLI_HAYVAN or TUMU (default); else 400 BAD_CHANNEL'),
});
/** `?limit=&kanal=` of a list. */
export const limitQuery = (fallback: number, max: number) =>
  z.object({
    limit: z.string().optional().describe(`Rows, 1..${max} (default ${fallback}); else 400 BAD_LIMIT`),
    kanal: channelQuery.shape.kanal,
  });
/** What every history call says about its range. */
export const RANGE =
  'The range is inclusive, at most 20 years (400 BAD_RANGE / RANGE_TOO_LONG); itemId may be a group, class or product. A range without trading answers [].';
