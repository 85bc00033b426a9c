import type { FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { testDatabaseFactories } from '../../test/databases.js';
import { buildApp } from '../app.js';
import { loadConfig } from '../config/config.js';
import type { Db } from '../db/database.js';
import { createLocalEventBus } from '../events/event-bus.js';

const sqlite = testDatabaseFactories()[0]!;

describe('security headers by PUBLIC_HTTPS', () => {
  let db: Db | undefined;
  let app: FastifyInstance | undefined;

  afterEach(async () => {
    await app?.close();
    if (db) await sqlite.close(db);
  });

  async function headersWith(env: NodeJS.ProcessEnv) {
    db = await sqlite.open();
    const config = loadConfig({ JWT_SECRET: 'headers-test-secret-0123456789-abcdefghij', ...env });
    app = await buildApp({ db, config, events: createLocalEventBus(), now: () => new Date() });
    const res = await app.inject({ method: 'GET', url: '/api/health' });
    expect(res.statusCode).toBe(200);
    return res.headers;
  }

  it.each([{}, { PUBLIC_HTTPS: '0' }])(
    'plain HTTP (%j): no upgrade-insecure-requests, no HSTS',
    async (env) => {
      const headers = await headersWith(env);
      expect(headers['content-security-policy']).toContain("default-src 'self'");
      expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
      expect(headers['strict-transport-security']).toBeUndefined();
      expect(headers['x-content-type-options']).toBe('nosniff');
    },
  );

  it('PUBLIC_HTTPS=1: upgrade-insecure-requests and HSTS for a year', async () => {
    const headers = await headersWith({ PUBLIC_HTTPS: '1' });
    expect(String(headers['content-security-policy']).split(';')).toContain('upgrade-insecure-requests');
    expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
  });
});
