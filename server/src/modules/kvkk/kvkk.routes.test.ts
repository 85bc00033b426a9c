import { KVKK_PREFIX } from '@bulten/core';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, createUserAndSignIn, type TestUser } from '../../../test/auth.js';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../../test/databases.js';
import { buildApp } from '../../app.js';
import type { AppContext } from '../../app-context.js';
import { loadConfig } from '../../config/config.js';
import { createLocalEventBus } from '../../events/event-bus.js';
import { publishKvkkText } from './kvkk.service.js';

const text = (n: number) => ({
  titleTr: `Aydınlatma Metni ${n}`,
  titleEn: `Privacy Notice ${n}`,
  bodyTr: `Metin ${n}`,
  bodyEn: `Text ${n}`,
});

describe.each(testDatabaseFactories())('KVKK on $name', (factory: TestDatabaseFactory) => {
  let ctx: AppContext;
  let app: FastifyInstance;
  let clock = new Date('2026-03-02T09:00:00.000Z');
  let member: TestUser;
  let admin: TestUser;

  beforeAll(async () => {
    const db = await factory.open();
    ctx = {
      db,
      config: loadConfig({ JWT_SECRET: 'kvkk-test-secret-0123456789-abcdefghijk' }),
      events: createLocalEventBus(),
      now: () => clock,
    };
    app = await buildApp(ctx);
    member = await createUserAndSignIn(app, ctx, 'member');
    admin = await createUserAndSignIn(app, ctx, 'admin');
  });
  afterAll(async () => {
    await app.close();
    await factory.close(ctx.db);
  });

  const check = (user: TestUser, userId = user.userId) =>
    app.inject({ url: `${KVKK_PREFIX}/OnaysizKontrol/${userId}`, headers: bearer(user.defaultToken) });
  const approve = (user: TestUser, KvkkId: number, KullaniciId = user.userId) =>
    app.inject({
      method: 'POST',
      url: `${KVKK_PREFIX}/Create`,
      headers: { ...bearer(user.defaultToken), 'user-agent': 'Vitest/4 (KVKK)' },
      remoteAddress: '192.0.2.7',
      payload: { KullaniciId, Okundu: true, KvkkId },
    });

  it('walks check → text → approve → check, and a new text asks again', async () => {
    expect((await check(member)).json()).toEqual({ sonuc: 1 });
    const first = await publishKvkkText(ctx.db.kysely, text(1), admin.userId, clock);
    expect((await check(member)).json()).toEqual({ sonuc: 0 });
    const texts = await app.inject({ url: `${KVKK_PREFIX}/GetLastKvkk`, headers: { lang: 'en' } });
    expect(texts.json()).toEqual([
      { Id: first, Baslik: 'Privacy Notice 1', Metin: 'Text 1', YayinTarihi: '2026-03-02T09:00:00.000Z' },
    ]);
    const ok = await approve(member, texts.json()[0].Id);
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      Id: expect.any(Number),
      KullaniciId: member.userId,
      KvkkId: first,
      OnayTarihi: '2026-03-02T09:00:00.000Z',
    });
    expect((await check(member)).json()).toEqual({ sonuc: 1 });
    const stored = await ctx.db.kysely
      .selectFrom('kvkk_consent')
      .selectAll()
      .where('user_id', '=', member.userId)
      .execute();
    expect(stored).toEqual([
      {
        id: ok.json().Id,
        user_id: member.userId,
        kvkk_id: first,
        approved_at: '2026-03-02T09:00:00.000Z',
        ip: '192.0.2.7',
        user_agent: 'Vitest/4 (KVKK)',
      },
    ]);

    clock = new Date('2026-03-02T09:30:00.000Z');
    const again = await approve(member, first);
    expect(again.json()).toEqual(ok.json());
    const second = await publishKvkkText(ctx.db.kysely, text(2), admin.userId, clock);
    expect((await check(member)).json()).toEqual({ sonuc: 0 });
    const list = await app.inject({ url: `${KVKK_PREFIX}/GetLastKvkk` });
    expect(list.json().map((t: { Id: number; Baslik: string }) => [t.Id, t.Baslik])).toEqual([
      [second, 'Aydınlatma Metni 2'],
      [first, 'Aydınlatma Metni 1'],
    ]);
    const stale = await approve(member, first);
    expect(stale.statusCode).toBe(400);
    expect((await approve(member, second)).statusCode).toBe(200);
    expect((await check(member)).json()).toEqual({ sonuc: 1 });
  });

  it('lets a person check and approve only for themselves', async () => {
    const other = await createUserAndSignIn(app, ctx, 'member');
    const latest = (await app.inject({ url: `${KVKK_PREFIX}/GetLastKvkk` })).json()[0].Id;
    const peek = await check(member, other.userId);
    expect(peek.statusCode).toBe(403);
    expect(peek.json().error.code).toBe('FORBIDDEN');
    expect((await approve(member, latest, other.userId)).statusCode).toBe(403);
    expect((await approve(admin, latest, other.userId)).statusCode).toBe(403);
    expect((await check(other)).json()).toEqual({ sonuc: 0 });
  });

  it('lets admins check anyone, 404 for an unknown user, 400 for a bad id, 401 without a token', async () => {
    expect((await check(admin, member.userId)).json()).toEqual({ sonuc: 1 });
    expect((await check(admin, 999_999)).statusCode).toBe(404);
    expect(
      (
        await app.inject({ url: `${KVKK_PREFIX}/OnaysizKontrol/abc`, headers: bearer(admin.defaultToken) })
      ).json().error.code,
    ).toBe('BAD_ID');
    expect((await app.inject({ url: `${KVKK_PREFIX}/OnaysizKontrol/${member.userId}` })).statusCode).toBe(
      401,
    );
  });

  it('treats the service account as no person: check 1, consent 403, no peeking at others', async () => {
    const service = await createUserAndSignIn(app, ctx, 'service');
    const latest = (await app.inject({ url: `${KVKK_PREFIX}/GetLastKvkk` })).json()[0].Id;
    expect((await check(service)).json()).toEqual({ sonuc: 1 });
    expect((await check(admin, service.userId)).json()).toEqual({ sonuc: 1 });
    expect((await approve(service, latest)).statusCode).toBe(403);
    expect((await check(service, member.userId)).statusCode).toBe(403);
  });
});
