/** True for a translation file (`assets/i18n/<lang>.json`), which is never prefixed. */
export function isTranslationUrl(url: string): boolean {
  return url.includes('assets/i18n/');
}

/**
 * The URL a request goes to: the API prefix is prepended unless the URL already has it, is absolute
 * (`http(s)://`), is a translation file, or already names another server API root (`/api/...`, e.g.
 * `/api/health` or the report service).
 */
export function resolveApiUrl(url: string, apiPrefix: string): string {
  const prefix = apiPrefix.replace(/\/+$/, '');
  if (/^https?:\/\//i.test(url)) return url;
  if (isTranslationUrl(url)) return url.startsWith('/') ? url : `/${url}`;
  if (url === prefix || url.startsWith(`${prefix}/`) || url.startsWith('/api/')) return url;
  return `${prefix}/${url.replace(/^\/+/, '')}`;
}
