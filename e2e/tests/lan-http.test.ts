import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DashboardPage } from '../pages/dashboard-page';
import { launchBrowser } from '../support/browser';
import { paramKey } from '../support/storage';

// A LAN host name the browser resolves to this machine: the page is opened the way staff on an exchange's
// network open it (http://<address>:3000/), not through localhost, which browsers treat as secure anyway.
const LAN_HOST = 'bulten.lan';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser([`--host-resolver-rules=MAP ${LAN_HOST} 127.0.0.1`]);
});
afterAll(async () => {
  await browser?.close();
});

describe('the app over plain HTTP on a LAN host name', () => {
  it('renders the dashboard with every request over http', async () => {
    const { baseUrl, introVersion } = inject('e2e');
    const origin = `http://${LAN_HOST}:${new URL(baseUrl).port}`;
    const intro =
      introVersion === null ? [] : [{ name: paramKey('intro_version'), value: String(introVersion) }];
    const context = await browser.newContext({
      baseURL: origin,
      storageState: { cookies: [], origins: [{ origin, localStorage: intro }] },
    });
    try {
      const page = await context.newPage();
      const requested: string[] = [];
      const failed: string[] = [];
      page.on('request', (request) => requested.push(request.url()));
      // The app aborts requests it no longer needs (ERR_ABORTED); a refused or failed fetch is the bug.
      page.on('requestfailed', (request) => {
        const error = request.failure()?.errorText ?? '';
        if (error !== 'net::ERR_ABORTED') failed.push(`${request.url()} ${error}`);
      });
      const document = await page.goto('/');
      expect(document?.headers()['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(document?.headers()['strict-transport-security']).toBeUndefined();

      await new DashboardPage(page, 'tr').open('/');
      expect(await page.locator('article.market-card').count()).toBeGreaterThan(0);
      expect(failed).toEqual([]);
      expect(requested.filter((url) => !url.startsWith(`${origin}/`))).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
