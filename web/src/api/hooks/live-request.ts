/**
 * Request options of live data: revalidate (ETag, usually a 304) past the browser cache, whose short
 * max-age would otherwise answer the refetch after a live event with the old body.
 */
export const LIVE_REQUEST = { cache: 'no-cache' } as const;
