import { AUTH_PREFIX, errorMessage } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app.js';
import { freePort } from '../../test/listening.js';
import { openDatabase } from '../db/database.js';

// A PostgreSQL URL on a loopback port nothing listens on: the database is down.
describe('an app whose database cannot be reached', () => {
  let app: FastifyInstance;
  let close: () => Promise<void>;

  beforeAll(async () => {
    const db = openDatabase(`postgres://postgres@127.0.0.1:${await freePort()}/bulten`);
    ({ app } = await buildTestApp(db));
    close = () => db.kysely.destroy();
  });

  afterAll(async () => {
    await app.close();
    await close();
  });

  it('answers reads, writes and sign-in 503 DATABASE_UNAVAILABLE with Retry-After, in the request’s language', async () => {
    const requests = [
      { method: 'GET' as const, url: '/api/v1/CMS/OnlineKullaniciBulten/GetToplamIslemler/2025-06-02' },
      {
        method: 'POST' as const,
        url: `${AUTH_PREFIX}/KullaniciGirisYap`,
        payload: {
          KullaniciAdi: 'uye',
          Sifre: 'parola-0123456789',
          Source: 'web',
          RequestId: 'request-0001',
          UyeKodu: null,
        },
      },
    ];
    for (const lang of ['tr', 'en'] as const)
      for (const request of requests) {
        const res = await app.inject({ ...request, headers: { lang } });
        expect([res.statusCode, res.headers['retry-after'], res.json().error.code]).toEqual([
          503,
          '5',
          'DATABASE_UNAVAILABLE',
        ]);
        expect(res.json().Message).toBe(errorMessage('DATABASE_UNAVAILABLE', lang));
      }
  });

  it('is alive (/api/health) but not ready (/api/health/ready: 503 with the reason)', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
    const ready = await app.inject({ method: 'GET', url: '/api/health/ready' });
    expect(ready.statusCode).toBe(503);
    expect(ready.json().error).toEqual({
      code: 'DATABASE_UNAVAILABLE',
      message: errorMessage('DATABASE_UNAVAILABLE', 'tr'),
      details: ['ECONNREFUSED'],
    });
  });
});
