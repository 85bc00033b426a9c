import { isValidDate } from '@bulten/core/plain';

/** The `?tarih=` of a screen's URL when it is a valid date, else null. */
export function dateParam(params: URLSearchParams): string | null {
  const value = params.get('tarih');
  return value && isValidDate(value) ? value : null;
}

/** Search params with `key` set (or removed for null), keeping the others. */
export function withParam(params: URLSearchParams, key: string, value: string | null): URLSearchParams {
  const next = new URLSearchParams(params);
  if (value === null) next.delete(key);
  else next.set(key, value);
  return next;
}
