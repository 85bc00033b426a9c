import type { Page } from 'playwright-core';

/** The web's local storage keys (core's `STORAGE_KEYS`). */
export { paramKey, STORAGE_KEYS as KEYS } from '@bulten/core';

/** Everything in the page's local storage. */
export function readStorage(page: Page): Promise<Record<string, string>> {
  return page.evaluate(() => ({ ...localStorage }));
}

/** Sets local storage items in the page. */
export function writeStorage(page: Page, items: Record<string, string>): Promise<void> {
  return page.evaluate((entries) => {
    for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
  }, items);
}

/** The JSON payload of a token. */
export function tokenClaims(token: string | undefined): Record<string, unknown> {
  const part = token?.split('.')[1];
  if (!part) return {};
  return JSON.parse(Buffer.from(part, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/** The same token with other claims (the signature no longer matches: only the web reads it). */
export function withClaims(token: string, claims: Record<string, unknown>): string {
  const [header, payload, signature] = token.split('.') as [string, string, string];
  const changed = { ...JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')), ...claims };
  return `${header}.${Buffer.from(JSON.stringify(changed)).toString('base64url')}.${signature}`;
}
