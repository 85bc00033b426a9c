import { type AnyEndpoint, allPaths, ENDPOINTS, istanbulDate, needsSignIn } from '@bulten/core';
import type { RouteOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../test/databases.js';
import {
  injectAs,
  openStaffTestApp,
  type StaffTestApp,
  type StaffUsers,
  signInStaff,
} from '../../test/staff.js';
import { cachePolicy } from './cache.js';
import { fastifyPath } from './route.js';

const NOW = new Date('2026-03-04T09:00:00.000Z');

/** A value for every path parameter name the table uses. */
const SAMPLE: Record<string, string> = {
  date: '2026-03-03',
  from: '2026-03-01',
  to: '2026-03-03',
  itemId: '1',
  productId: '1',
  groupId: '1',
  classId: '1',
  memberId: '1',
  year: '2026',
  channel: 'TUMU',
  module: 'intro',
  key: 'content',
  userId: '1',
  id: '1',
  no: 'X1',
};

/** Every concrete URL of an endpoint, its parameters filled with sample values. */
function sampleUrls(endpoint: AnyEndpoint): string[] {
  return allPaths(endpoint).map((path) =>
    path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => SAMPLE[name] ?? 'x'),
  );
}

// Routes that are no API endpoint: the web's files, the OpenAPI browser, CORS preflight and the
// automatic HEAD twins.
const outsideTable = (route: { method: string; url: string }) =>
  !(route.url.startsWith('/api/') || route.url === '/config.json') ||
  route.url.startsWith('/api/docs') ||
  // The API's not-found answer (http/security-headers.ts).
  route.url === '/api/*' ||
  route.method === 'HEAD' ||
  route.method === 'OPTIONS';

describe.each(testDatabaseFactories())(
  'routes and the endpoint table on $name',
  (factory: TestDatabaseFactory) => {
    let t: StaffTestApp;
    let users: StaffUsers;
    const registered: Array<{ method: string; url: string; config: RouteOptions['config'] }> = [];

    beforeAll(async () => {
      t = await openStaffTestApp(factory, NOW, {
        onRoute: (route) => {
          for (const method of [route.method].flat())
            registered.push({ method, url: route.url, config: route.config });
        },
      });
      await t.app.ready();
      users = await signInStaff(t);
    });
    afterAll(async () => t.close());

    it('registers every endpoint of the table on each of its paths, and nothing the table does not name', () => {
      const api = registered.filter((r) => !outsideTable(r));
      const table = ENDPOINTS.flatMap((e) =>
        allPaths(e).map((p) => `${e.method} ${fastifyPath(p)} ${e.name} ${e.cache}`),
      );
      const routes = api.map((r) => `${r.method} ${r.url} ${r.config?.endpoint} ${r.config?.cache}`);
      expect([...routes].sort()).toEqual([...table].sort());
    });

    it('never caches publicly what needs a signed-in user, with or without a token', async () => {
      const today = istanbulDate(NOW);
      const signedInReads = ENDPOINTS.filter((e) => needsSignIn(e) && e.method === 'GET');
      expect(signedInReads.length).toBeGreaterThan(10);
      for (const endpoint of signedInReads) {
        for (const url of sampleUrls(endpoint)) {
          const policy = cachePolicy(endpoint.cache, url, today);
          expect([url, policy === 'past' || policy === 'live']).toEqual([url, false]);
          for (const user of [users.superadmin, null]) {
            const res = await injectAs(t.app, user, { url });
            const cacheControl = String(res.headers['cache-control'] ?? '');
            const leak = cacheControl.includes('public') || 'etag' in res.headers || 'x-cache' in res.headers;
            expect([url, user ? 'signed in' : 'anonymous', res.statusCode, leak]).toEqual([
              url,
              user ? 'signed in' : 'anonymous',
              res.statusCode,
              false,
            ]);
            if (!user) expect([url, res.statusCode]).toEqual([url, 401]);
          }
        }
      }
    });

    it('refuses every signed-in endpoint without a token and lets every public one through', async () => {
      for (const endpoint of ENDPOINTS.filter((e) => e.response !== null)) {
        const method = endpoint.method;
        for (const url of sampleUrls(endpoint)) {
          const res = await injectAs(t.app, null, {
            method,
            url,
            ...(method === 'POST' ? { payload: {} } : {}),
          });
          // Guards run before the body is read: an empty body without a token is still a 401.
          const expected = needsSignIn(endpoint)
            ? res.statusCode === 401
            : ![401, 403].includes(res.statusCode);
          expect([method, url, res.statusCode, expected]).toEqual([method, url, res.statusCode, true]);
        }
      }
    });
  },
);
