import { API_PREFIX } from '@bulten/core/plain';

/** True for a translation file (`assets/i18n/<lang>.json`), which is never prefixed. */
export function isTranslationUrl(url: string): boolean {
  return url.includes('assets/i18n/');
}

/**
 * The URL a request goes to. A path of the endpoint table under `/api/v1` is moved under the configured
 * API prefix (the same path unless the API answers elsewhere); a relative path gets the prefix; absolute
 * URLs (`http(s)://`), translation files and other server roots (`/api/health`) stay as they are.
 */
export function resolveApiUrl(url: string, apiPrefix: string): string {
  const prefix = apiPrefix.replace(/\/+$/, '');
  if (/^https?:\/\//i.test(url)) return url;
  if (isTranslationUrl(url)) return url.startsWith('/') ? url : `/${url}`;
  if (url === prefix || url.startsWith(`${prefix}/`)) return url;
  if (url.startsWith(`${API_PREFIX}/`)) return `${prefix}${url.slice(API_PREFIX.length)}`;
  if (url.startsWith('/api/')) return url;
  return `${prefix}/${url.replace(/^\/+/, '')}`;
}
