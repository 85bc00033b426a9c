import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { CONTENT_STAFF, endpoint, endpointArea } from '@bulten/core';
import Fastify from 'fastify';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { describeWithApp } from '../../../test/app.js';
import { bearer } from '../../../test/auth.js';
import { loadConfig } from '../../config/config.js';
import { route } from '../../http/route.js';
import type { AuthUser } from '../../http/route-access.js';
import { signingKey } from './auth.keys.js';

const TEST_ENDPOINTS = endpointArea('test', {
  Admins: endpoint({ method: 'GET', paths: ['/test/admins'], response: null, access: CONTENT_STAFF }),
  Online: endpoint({
    method: 'POST',
    paths: ['/test/online'],
    body: z.object({ n: z.number() }),
    response: null,
    access: 'signed-in',
    tokens: 'online',
  }),
  Open: endpoint({ method: 'GET', paths: ['/test/open'], response: null, access: 'public' }),
});
const docs = { tag: 'test', summary: 'test', hide: true };

describeWithApp('the access guard of route()', {}, (t) => {
  beforeAll(async () => {
    route(t.app, TEST_ENDPOINTS.Admins, { docs }, async (request, reply) => {
      const role: 'admin' | 'superadmin' = request.authUser.role;
      return reply.send({ ...request.authUser, role });
    });
    route(t.app, TEST_ENDPOINTS.Online, { docs }, async (request, reply) =>
      reply.send({ kind: request.authUser.tokenKind, n: request.body.n }),
    );
    route(t.app, TEST_ENDPOINTS.Open, { docs }, async (request, reply) => {
      // @ts-expect-error a public endpoint's handler knows of no signed-in user
      const user: AuthUser = request.authUser;
      return reply.send({ user: user ?? null });
    });
  });

  it('lets an admin through with the whole AuthUser and stops an operator with 403', async () => {
    const admin = await t.signIn('admin');
    const ok = await t.app.inject({ url: '/test/admins', headers: bearer(admin.defaultToken) });
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      userId: admin.userId,
      username: admin.username,
      role: 'admin',
      memberId: null,
      sessionId: decodeJwt(admin.defaultToken).sid,
      tokenKind: 'default',
    });
    const online = await t.app.inject({ url: '/test/admins', headers: bearer(admin.onlineToken) });
    expect(online.json().tokenKind).toBe('online');
    const operator = await t.signIn('operator');
    const denied = await t.app.inject({
      url: '/test/admins',
      headers: { ...bearer(operator.defaultToken), lang: 'en' },
    });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({
      error: { code: 'FORBIDDEN', message: 'You are not allowed to do this.' },
      Message: 'You are not allowed to do this.',
    });
    expect((await t.app.inject({ url: '/test/admins' })).statusCode).toBe(401);
    expect((await t.app.inject({ url: '/test/admins', headers: bearer('null') })).statusCode).toBe(401);
  });

  it('takes only the token kinds the table names, before the body is validated', async () => {
    const service = await t.signIn('service');
    const post = (token: string, payload: object) =>
      t.app.inject({ method: 'POST', url: '/test/online', headers: bearer(token), payload });
    expect((await post(service.onlineToken, { n: 1 })).json()).toEqual({ kind: 'online', n: 1 });
    const refused = await post(service.defaultToken, { wrong: true });
    expect([refused.statusCode, refused.json().error.code]).toEqual([401, 'UNAUTHORIZED']);
    expect((await post(service.onlineToken, { wrong: true })).statusCode).toBe(400);
  });

  it('opens a public endpoint to anyone and reads no token there, valid or broken', async () => {
    const member = await t.signIn('member');
    for (const headers of [{}, bearer(member.defaultToken), bearer('null')]) {
      const res = await t.app.inject({ url: '/test/open', headers });
      expect([res.statusCode, res.json()]).toEqual([200, { user: null }]);
    }
  });
});

describe('route()', () => {
  it('refuses to register an endpoint that needs a sign-in on an app that cannot read one', async () => {
    const app = Fastify();
    expect(() => route(app, TEST_ENDPOINTS.Admins, { docs }, async () => undefined)).toThrow(
      'test.Admins needs a sign-in: installSessionUser comes before its route',
    );
    route(app, TEST_ENDPOINTS.Open, { docs }, async () => undefined);
    await app.close();
  });
});

describe('signing key', () => {
  it('generates one 32-byte key in the data directory with mode 0600 and reuses it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'bulten-key-'));
    try {
      const first = await signingKey(loadConfig({ DATA_DIR: dir }));
      const second = await signingKey(loadConfig({ DATA_DIR: dir }));
      expect(first).toHaveLength(32);
      expect(Buffer.from(second).equals(Buffer.from(first))).toBe(true);
      const file = join(dir, 'jwt-secret');
      expect((await stat(file)).mode & 0o777).toBe(0o600);
      expect(Buffer.from((await readFile(file, 'utf8')).trim(), 'base64url').equals(Buffer.from(first))).toBe(
        true,
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('takes JWT_SECRET from the config and refuses one shorter than 32 bytes', async () => {
    const key = await signingKey(loadConfig({ JWT_SECRET: 'k'.repeat(32) }));
    expect(new TextDecoder().decode(key)).toBe('k'.repeat(32));
    await expect(signingKey(loadConfig({ JWT_SECRET: 'short' }))).rejects.toThrow(/at least 32 bytes/);
  });
});
