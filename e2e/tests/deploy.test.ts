/**
 * The deployment of docs/DEPLOY.md, on this machine: Debian's nginx with deploy/nginx/bulten.conf and a
 * self-signed certificate in front of three built instances on a fresh PostgreSQL database
 * (server/scripts/cluster/up.ts), driven in Chromium as `https://bulten.test:<port>` (the name mapped to
 * loopback, the test certificate accepted). Also `npm run deploy:check`.
 */
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import {
  authEndpoints,
  cmsEndpoints,
  endpointUrl,
  marketEndpoints,
  registrationDeskEndpoints,
} from '@bulten/core';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { DashboardPage } from '../pages/dashboard-page';
import { MemberAreaPage } from '../pages/member-area-page';
import { SignInPage } from '../pages/sign-in-page';
import { StaffRegistrationsScreen } from '../pages/staff-registrations';
import { TransactionsPage } from '../pages/transactions-page';
import { launchBrowser } from '../support/browser';
import { type Cluster, signInThroughProxy, startCluster, throughProxy } from '../support/cluster';
import { istanbulNow } from '../support/dates';
import { E2E_USERS } from '../support/fixtures';
import { paramKey } from '../support/storage';

const operator = E2E_USERS.operator;
let member: typeof E2E_USERS.member & { memberCode: string };
let cluster: Cluster;
let browser: Browser;
let introVersion: number | null = null;
const contexts: BrowserContext[] = [];

beforeAll(async () => {
  // Under `npm test` the global setup's web build is used; `npm run deploy:check` builds its own.
  const webDist = (inject('e2e') as { webDist?: string } | undefined)?.webDist;
  cluster = await startCluster([operator, E2E_USERS.member], webDist ? { webDist } : {});
  member = { ...E2E_USERS.member, memberCode: cluster.info.memberCode };
  browser = await launchBrowser([
    `--host-resolver-rules=MAP ${cluster.info.name} 127.0.0.1`,
    '--ignore-certificate-errors',
  ]);
  const intro = await throughProxy(
    cluster.info,
    endpointUrl(cmsEndpoints.GetValues, { module: 'intro', key: 'content' }),
  );
  if (intro.status === 200)
    introVersion = (JSON.parse(intro.body.toString()) as { Versiyon?: number }).Versiyon ?? null;
}, 400_000);

afterAll(async () => {
  for (const context of contexts) await context.close().catch(() => {});
  await browser?.close();
  await cluster?.close();
}, 60_000);

/** A new page on the site through nginx, the intro marked seen. */
async function sitePage(): Promise<Page> {
  const origin = cluster.info.https;
  const localStorage =
    introVersion === null ? [] : [{ name: paramKey('intro_version'), value: String(introVersion) }];
  const context = await browser.newContext({
    baseURL: origin,
    storageState: { cookies: [], origins: [{ origin, localStorage }] },
  });
  contexts.push(context);
  return context.newPage();
}

function tradeNo(tag: string): string {
  return `DEPLOY-${tag}-${Date.now()}`;
}

async function registerTrade(token: string, no: string): Promise<number> {
  const answer = await throughProxy(cluster.info, endpointUrl(registrationDeskEndpoints.TescilCreate), {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: {
      TescilNo: no,
      IslemZamani: istanbulNow(),
      UrunKodu: '010101',
      Miktar: '1000',
      BirimFiyat: '21.5',
      Kanal: 'SERBEST',
    },
  });
  return answer.status;
}

describe('behind nginx with TLS, three instances on PostgreSQL', () => {
  it('redirects HTTP to HTTPS with the path and query, and sends HSTS and upgrade-insecure-requests', async () => {
    const page = await sitePage();
    const answer = await page.goto(`${cluster.info.http}/son-islemler?kanal=TUMU`);
    expect(page.url()).toBe(`${cluster.info.https}/son-islemler?kanal=TUMU`);
    expect(answer?.request().redirectedFrom()?.url()).toBe(`${cluster.info.http}/son-islemler?kanal=TUMU`);
    const redirect = await throughProxy(cluster.info, '/online-bulten?tarih=2026-03-02', { plain: true });
    expect(redirect.status).toBe(301);
    expect(redirect.headers.location).toBe(`${cluster.info.https}/online-bulten?tarih=2026-03-02`);
    expect(answer?.headers()['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    expect(answer?.headers()['content-security-policy']).toContain('upgrade-insecure-requests');
    await new TransactionsPage(page).ready();
  });

  it('serves the dashboard; hashed assets are kept by nginx and compressed once, by the instances', async () => {
    const page = await sitePage();
    const assets: string[] = [];
    page.on('response', (response) => {
      if (/\/assets\/.+-[A-Za-z0-9_-]{8}\.js$/.test(response.url()))
        assets.push(new URL(response.url()).pathname);
    });
    await new DashboardPage(page).open('/');
    expect(assets.length).toBeGreaterThan(2);
    let compressed = 0;
    for (const path of assets) {
      const first = await throughProxy(cluster.info, path, {
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      const again = await throughProxy(cluster.info, path, { headers: { 'accept-encoding': 'br, gzip' } });
      expect([first.status, again.status]).toEqual([200, 200]);
      expect(again.headers['x-cache-status']).toBe('HIT');
      expect(again.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // The build's Brotli twin as it is (files under 1 kB have none and go as they are): one layer, so
      // decompressed once it is JavaScript, not another compressed stream.
      const encoding = again.headers['content-encoding'];
      if (encoding !== undefined) compressed += 1;
      expect(encoding === undefined || encoding === 'br').toBe(true);
      const code = encoding === 'br' ? brotliDecompressSync(again.body) : again.body;
      expect(code.toString('utf8')).toMatch(/^(import|const|var|let|function|export|\(|\/)/);
    }
    expect(compressed).toBeGreaterThan(0);
    const home = await throughProxy(cluster.info, '/', { headers: { 'accept-encoding': 'gzip' } });
    expect(home.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(home.body).toString('utf8')).toMatch(/^<!doctype html>/i);
  });

  it('counts the visitor’s address in per-address limits, not the proxy’s, and ignores a forged one', async () => {
    const attempt = (localAddress: string, n: number, forged?: string) =>
      throughProxy(cluster.info, endpointUrl(authEndpoints.KullaniciGirisYap), {
        method: 'POST',
        localAddress,
        headers: forged ? { 'x-forwarded-for': forged } : {},
        body: {
          KullaniciAdi: `nobody${n}`,
          Sifre: 'wrong-password',
          Source: 'web',
          RequestId: `limit-${localAddress}-${n}`,
          UyeKodu: null,
        },
      });
    const statuses: number[] = [];
    for (let n = 0; n < 12; n += 1) statuses.push((await attempt('127.0.0.2', n, `10.0.0.${n}`)).status);
    // SIGN_IN_PER_IP_PER_MINUTE is 10: the eleventh from 127.0.0.2 is refused, whatever it forged.
    expect(statuses).toEqual([...Array.from({ length: 10 }, () => 401), 429, 429]);
    // The browser's address (127.0.0.1, also nginx's own towards the instances) has its own count.
    expect((await attempt('127.0.0.1', 99)).status).toBe(401);
  });

  it('signs a member in and shows the member area', async () => {
    const page = await sitePage();
    await new SignInPage(page).signIn(member);
    await page.goto('/kullanici-bulten');
    await new MemberAreaPage(page).ready();
  });

  it('a trade registered in the console reaches an open latest-trades page through the proxy’s live stream', async () => {
    const publicPage = await sitePage();
    const trades = await new TransactionsPage(publicPage).open('/son-islemler');
    const consolePage = await sitePage();
    const console_ = new StaffRegistrationsScreen(consolePage);
    await console_.open();
    await console_.signIn(operator);
    await consolePage.goto('/yonetim/tescil');
    await console_.heading('staff.registrations.title').waitFor();
    const no = tradeNo('CONSOLE');
    await console_.button('staff.registrations.new').click();
    await console_.fill({
      TescilNo: no,
      IslemZamani: istanbulNow(),
      UrunKodu: '010101',
      Miktar: '1000',
      BirimFiyat: '21,5',
    });
    await console_.button('staff.registrations.register').click();
    // Registered once the console lists it; then the public page shows it from its live stream.
    await console_.row(no).waitFor({ timeout: 30_000 });
    await trades.row(no).waitFor({ timeout: 10_000 });
  });

  it('keeps answering while an instance is killed, and a rolling restart drops no request and no live trade', async () => {
    const token = await signInThroughProxy(cluster.info, operator);
    const page = await sitePage();
    const trades = await new TransactionsPage(page).open('/son-islemler');
    await cluster.command('kill 0');
    const reads = await Promise.all(
      Array.from({ length: 12 }, (_, i) =>
        throughProxy(cluster.info, `${endpointUrl(marketEndpoints.GetSeansDurumu)}?i=${i}`),
      ),
    );
    expect(reads.map((r) => r.status)).toEqual(reads.map(() => 200));
    await cluster.command('start 0');
    const registered: string[] = [];
    for (const i of [0, 1, 2]) {
      const restarting = cluster.command(`restart ${i}`);
      for (let n = 0; n < 3; n += 1) {
        const no = tradeNo(`ROLL${i}${n}`);
        expect(await registerTrade(token, no)).toBe(200);
        registered.push(no);
      }
      await restarting;
    }
    for (const no of registered) await trades.row(no).waitFor({ timeout: 10_000 });
  }, 180_000);
});
