import { API_DOCS_PATH, AUTH_PREFIX, BULLETIN_PREFIXES } from '@bulten/core';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseFactories } from '../../test/databases.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import type { Db } from '../db/database.js';
import { createLocalEventBus } from '../events/event-bus.js';

const sqlite = testDatabaseFactories()[0]!;

/** Every security header helmet can send (the API's lean set is a part of it). */
const SECURITY_HEADERS = [
  'content-security-policy',
  'cross-origin-embedder-policy',
  'cross-origin-opener-policy',
  'cross-origin-resource-policy',
  'origin-agent-cluster',
  'referrer-policy',
  'strict-transport-security',
  'x-content-type-options',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-frame-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

/** OWASP's REST Security Cheat Sheet set (other sites read the open data through CORS). */
const API_HEADERS = {
  'content-security-policy': "default-src 'none';frame-ancestors 'none'",
  'x-content-type-options': 'nosniff',
  'x-frame-options': 'DENY',
};

const HSTS = 'max-age=31536000; includeSubDomains';

function securityHeaders(res: LightMyRequestResponse): Record<string, unknown> {
  return Object.fromEntries(
    SECURITY_HEADERS.filter((name) => name in res.headers).map((n) => [n, res.headers[n]]),
  );
}

describe('security headers', () => {
  let db: Db | undefined;
  let app: FastifyInstance | undefined;

  afterEach(async () => {
    await app?.close();
    if (db) await sqlite.close(db);
  });

  async function appWith(env: NodeJS.ProcessEnv): Promise<FastifyInstance> {
    db = await sqlite.open();
    const config = loadConfig({ JWT_SECRET: 'headers-test-secret-0123456789-abcdefghij', ...env });
    app = await buildApp({ db, config, events: createLocalEventBus(), now: () => new Date() });
    return app;
  }

  it.each([{}, { PUBLIC_HTTPS: '0' }])(
    'a page on plain HTTP (%j): the full set, no upgrade-insecure-requests, no HSTS',
    async (env) => {
      const res = await (await appWith(env)).inject({ method: 'GET', url: `${API_DOCS_PATH}/` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("default-src 'self'");
      expect(csp).toContain("frame-ancestors 'self'");
      expect(csp).not.toContain('upgrade-insecure-requests');
      expect(Object.keys(securityHeaders(res)).sort()).toEqual(
        SECURITY_HEADERS.filter(
          (name) => name !== 'strict-transport-security' && name !== 'cross-origin-embedder-policy',
        ),
      );
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    },
  );

  it('a page with PUBLIC_HTTPS=1: upgrade-insecure-requests and HSTS for a year', async () => {
    const res = await (await appWith({ PUBLIC_HTTPS: '1' })).inject({
      method: 'GET',
      url: `${API_DOCS_PATH}/`,
    });
    expect(String(res.headers['content-security-policy']).split(';')).toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBe(HSTS);
  });

  it('an API answer, its errors and its unknown paths: exactly the lean REST set', async () => {
    const api = await appWith({});
    const answers = {
      ok: await api.inject({ method: 'GET', url: '/api/health' }),
      unauthorized: await api.inject({ method: 'POST', url: `${AUTH_PREFIX}/Logout` }),
      invalid: await api.inject({ method: 'GET', url: `${BULLETIN_PREFIXES[0]}/GetGunlukBulten/yesterday` }),
      control: await api.inject({ method: 'GET', url: '/api/health?x=%00' }),
      unknown: await api.inject({ method: 'GET', url: '/api/v1/NoSuchThing' }),
      unknownPost: await api.inject({ method: 'POST', url: '/api/v1/NoSuchThing', payload: {} }),
    };
    expect(Object.fromEntries(Object.entries(answers).map(([k, res]) => [k, res.statusCode]))).toEqual({
      ok: 200,
      unauthorized: 401,
      invalid: 400,
      control: 400,
      unknown: 404,
      unknownPost: 404,
    });
    for (const [name, res] of Object.entries(answers)) {
      expect(res.headers['content-type'], name).toContain('application/json');
      expect(securityHeaders(res), name).toEqual(API_HEADERS);
      expect(res.headers['access-control-allow-origin'], name).toBe('*');
    }
  });

  it('an API answer with PUBLIC_HTTPS=1: the lean set and HSTS', async () => {
    const res = await (await appWith({ PUBLIC_HTTPS: '1' })).inject({ method: 'GET', url: '/api/health' });
    expect(securityHeaders(res)).toEqual({ ...API_HEADERS, 'strict-transport-security': HSTS });
  });

  it('a CORS preflight to the API is still answered', async () => {
    const res = await (await appWith({})).inject({
      method: 'OPTIONS',
      url: '/api/health',
      headers: { origin: 'https://example.org', 'access-control-request-method': 'GET' },
    });
    expect(res.statusCode).toBe(204);
    expect(res.headers['access-control-allow-origin']).toBe('*');
  });
});
