/** Prefix of every bulletin method the screens call. */
export const BULLETIN = 'CMS/OnlineKullaniciBulten';

/** A URL with a query string from the defined, non-empty values (in the given order). */
export function withQuery(path: string, query: Record<string, string | number | undefined>): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value));
  }
  const text = params.toString();
  return text === '' ? path : `${path}?${text}`;
}
