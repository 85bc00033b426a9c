/** OpenAPI tag of the history routes. */
export const HISTORY_TAG = 'Bülten: ürün geçmişi';

/** What every history call says about its range. */
export const RANGE =
  'The range is inclusive, at most 20 years (400 BAD_RANGE / RANGE_TOO_LONG); itemId may be a group, class or product. A range without trading answers [].';
