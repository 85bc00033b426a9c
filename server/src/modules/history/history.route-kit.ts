/** OpenAPI tag of the history routes. */
export const HISTORY_TAG = 'Bülten: ürün geçmişi';

/** What every history call says about its range. */
export const RANGE =
  'The range is inclusive, at most 20 years (400 BAD_RANGE / RANGE_TOO_LONG); itemId may be a group, class or product. A range without trading answers [].';

/** A history route's docs: its summary, its description and one item of its array answer as the example. */
export function historyDocs<T>(summary: string, description: string, example: T) {
  return { docs: { tag: HISTORY_TAG, summary, description, example: [example] } };
}
