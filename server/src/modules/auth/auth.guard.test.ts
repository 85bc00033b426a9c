import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { decodeJwt } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import { bearer } from '../../../test/auth.js';
import { loadConfig } from '../../config/config.js';
import { optionalAuth, requireAuth } from './auth.guard.js';
import { signingKey } from './auth.keys.js';

describeWithApp('auth guard', {}, (t) => {
  beforeAll(async () => {
    t.app.get(
      '/test/admins',
      { preHandler: requireAuth(t.ctx, ['admin', 'superadmin']) },
      async (request) => request.authUser,
    );
    t.app.get('/test/optional', { preHandler: optionalAuth(t.ctx) }, async (request) => ({
      user: request.authUser ?? null,
    }));
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
  });

  it('optionalAuth ignores a missing token, reads a valid one and refuses an invalid one', async () => {
    const member = await t.signIn('member');
    expect((await t.app.inject({ url: '/test/optional' })).json()).toEqual({ user: null });
    const signed = await t.app.inject({ url: '/test/optional', headers: bearer(member.defaultToken) });
    expect(signed.json().user).toMatchObject({
      userId: member.userId,
      role: 'member',
      memberId: member.memberId,
    });
    expect((await t.app.inject({ url: '/test/optional', headers: bearer('null') })).statusCode).toBe(401);
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
