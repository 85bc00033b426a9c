import { AUTH_PREFIX } from '@bulten/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nextTestIp } from '../../../test/auth.js';
import {
  type SharedTestDatabase,
  type SharedTestDatabaseFactory,
  sharedTestDatabaseFactories,
} from '../../../test/databases.js';
import { type ProcessApp, startProcessApp } from '../../../test/shared-apps.js';
import { createUser } from '../users/users.service.js';
import { countHit } from './limit-counter.repository.js';

const NOW = new Date('2026-03-02T09:00:00.000Z');

type Process = ProcessApp;
const startProcess = startProcessApp;

const login = (p: Process, KullaniciAdi: string, ip: string) =>
  p.app.inject({
    method: 'POST',
    url: `${AUTH_PREFIX}/KullaniciGirisYap`,
    remoteAddress: ip,
    payload: { KullaniciAdi, Sifre: 'wrong-password', Source: 'web', RequestId: `r-${Math.random()}` },
  });

const resetSms = (p: Process, userName: string, ip: string) =>
  p.app.inject({
    method: 'POST',
    url: `${AUTH_PREFIX}/ResetSmsMobil?userName=${userName}`,
    remoteAddress: ip,
  });

describe.each(sharedTestDatabaseFactories())(
  'limits and lockouts shared through $name',
  (factory: SharedTestDatabaseFactory) => {
    let shared: SharedTestDatabase;
    let clock = NOW;
    let a: Process;
    let b: Process;

    beforeAll(async () => {
      shared = await factory.create();
      a = await startProcess(shared, () => clock);
      b = await startProcess(shared, () => clock);
    });
    afterAll(async () => {
      await a.stop();
      await b.stop();
      shared.remove();
    });

    it('two processes share one per-IP sign-in allowance: the eleventh try is 429 whichever answers', async () => {
      const ip = nextTestIp();
      const statuses: number[] = [];
      for (let i = 0; i < 10; i++) statuses.push((await login(i % 2 ? b : a, `per-ip-${i}`, ip)).statusCode);
      expect(statuses).toEqual(Array(10).fill(401));
      const refused = await login(a, 'per-ip-x', ip);
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBe(60);
      clock = new Date(NOW.getTime() + 45_000);
      try {
        expect((await login(b, 'per-ip-y', ip)).headers['retry-after']).toBe('15');
        clock = new Date(NOW.getTime() + 60_000);
        // A new window: allowed again, in both processes.
        expect((await login(b, 'per-ip-z', ip)).statusCode).toBe(401);
      } finally {
        clock = NOW;
      }
    });

    it('counts concurrent hits from two processes exactly once each (one atomic upsert)', async () => {
      const hits = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          countHit((i % 2 ? a : b).ctx.db.kysely, 'race', 60_000, NOW.getTime()),
        ),
      );
      expect(hits.map((h) => h.hits).sort((x, y) => x - y)).toEqual(
        Array.from({ length: 40 }, (_, i) => i + 1),
      );
      expect(new Set(hits.map((h) => h.windowEndsMs))).toEqual(new Set([NOW.getTime() + 60_000]));
    });

    it('two processes share the per-user reset allowance: three per 15 minutes in all', async () => {
      const statuses: number[] = [];
      for (const p of [a, b, a, b])
        statuses.push((await resetSms(p, 'shared-reset', nextTestIp())).statusCode);
      expect(statuses).toEqual([200, 200, 200, 429]);
    });

    it('a lockout made across two processes holds in a new process on the same database', async () => {
      await createUser(a.ctx.db.kysely, {
        username: 'real-user',
        password: 'Real-Password-1',
        role: 'operator',
      });
      for (const name of ['real-user', 'ghost-name']) {
        for (let i = 0; i < 5; i++)
          expect((await login(i < 3 ? a : b, name, nextTestIp())).statusCode, `${name} try ${i + 1}`).toBe(
            401,
          );
      }
      await a.stop();
      a = await startProcess(shared, () => clock);
      for (const name of ['real-user', 'ghost-name']) {
        const res = await login(a, name, nextTestIp());
        expect(res.statusCode, name).toBe(423);
        expect(res.json().error.code).toBe('ACCOUNT_LOCKED');
      }
      clock = new Date(NOW.getTime() + 15 * 60_000 + 1000);
      try {
        for (const name of ['real-user', 'ghost-name'])
          expect((await login(a, name, nextTestIp())).statusCode).toBe(401);
      } finally {
        clock = NOW;
      }
    });
  },
);
