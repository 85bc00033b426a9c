import { AUTH_PREFIX } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUserAndSignIn, latestSmsCode, nextTestIp } from '../../../test/auth.js';
import { testDatabaseFactories } from '../../../test/databases.js';
import { buildApp } from '../../app.js';
import type { AppContext } from '../../app-context.js';
import { loadConfig } from '../../config/config.js';
import { createLocalEventBus } from '../../events/event-bus.js';

const [sqlite] = testDatabaseFactories();

describe('secrets never reach logs or answers', () => {
  let ctx: AppContext;
  let app: FastifyInstance;
  const lines: string[] = [];

  beforeAll(async () => {
    const db = await sqlite!.open();
    ctx = {
      db,
      config: loadConfig({ JWT_SECRET: 'logs-test-secret-0123456789-abcdefghij' }),
      events: createLocalEventBus(),
      now: () => new Date('2026-03-02T09:00:00Z'),
    };
    app = await buildApp(ctx, {
      logger: { level: 'trace', stream: { write: (line) => void lines.push(line) } },
    });
  });
  afterAll(async () => {
    await app.close();
    await sqlite!.close(ctx.db);
  });

  it('logs the masked phone but no password, code or token through sign-in, SMS code and reset', async () => {
    const phone = '+905301234567';
    const bodies: string[] = [];
    const user = await createUserAndSignIn(app, ctx, 'member', {
      smsVerification: true,
      phone,
      password: 'Sifre-Cok-Gizli-42',
    });
    const signInCode = await latestSmsCode(ctx.db.kysely, phone);
    const wrong = await app.inject({
      method: 'POST',
      url: `${AUTH_PREFIX}/KullaniciGirisYap`,
      remoteAddress: nextTestIp(),
      payload: {
        KullaniciAdi: user.username,
        Sifre: 'Yanlis-Sifre-99',
        RequestId: 'logs-request-1',
        UyeKodu: user.memberCode,
      },
    });
    bodies.push(wrong.body);
    bodies.push(
      (
        await app.inject({
          method: 'POST',
          url: `${AUTH_PREFIX}/ResetSmsMobil?userName=${user.username}`,
          remoteAddress: nextTestIp(),
        })
      ).body,
    );
    const resetCode = await latestSmsCode(ctx.db.kysely, phone);
    const reset = await app.inject({
      method: 'POST',
      url: `${AUTH_PREFIX}/ResetPassword`,
      remoteAddress: nextTestIp(),
      headers: bearer(user.defaultToken),
      payload: { userName: user.username, code: resetCode, newPassword: 'Yeni-Sifre-Gizli-77' },
    });
    expect(reset.statusCode).toBe(200);
    bodies.push(reset.body);
    // Whoever logs a request-like object later: the serializer or the redaction keeps the secrets out.
    const leaky = {
      headers: { authorization: `Bearer ${user.defaultToken}` },
      body: { Sifre: 'Sifre-Cok-Gizli-42', code: resetCode },
    };
    app.log.info({ req: leaky }, 'probe one');
    app.log.info({ request: leaky }, 'probe two');

    const log = lines.join('');
    expect(log).toContain('SMS queued to +90 5** *** ** 67');
    expect(log).toContain('[REDACTED]');
    expect(log).toContain('incoming request');
    const secrets = [
      'Sifre-Cok-Gizli-42',
      'Yanlis-Sifre-99',
      'Yeni-Sifre-Gizli-77',
      signInCode,
      resetCode,
      user.authToken,
      user.onlineToken,
      user.defaultToken,
      '5301234567',
    ];
    for (const secret of secrets) {
      expect(log, secret).not.toContain(secret);
      for (const body of bodies) expect(body).not.toContain(secret);
    }
    expect(log).not.toMatch(/scrypt\$/);
  });
});
