import { KVKK_PREFIX } from '@bulten/core';
import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import { bearer, type TestUser } from '../../../test/auth.js';
import { rowsWhere } from '../../db/rows.js';
import { publishKvkkText } from './kvkk.service.js';

const text = (n: number) => ({
  titleTr: `Aydınlatma Metni ${n}`,
  titleEn: `Privacy Notice ${n}`,
  bodyTr: `Metin ${n}`,
  bodyEn: `Text ${n}`,
});

describeWithApp('KVKK', { users: ['member', 'admin'] }, (t) => {
  const { member, admin } = t.users;

  const check = (user: TestUser, userId = user.userId) =>
    t.app.inject({ url: `${KVKK_PREFIX}/OnaysizKontrol/${userId}`, headers: bearer(user.defaultToken) });
  const approve = (user: TestUser, KvkkId: number, KullaniciId = user.userId) =>
    t.app.inject({
      method: 'POST',
      url: `${KVKK_PREFIX}/Create`,
      headers: { ...bearer(user.defaultToken), 'user-agent': 'Vitest/4 (KVKK)' },
      remoteAddress: '192.0.2.7',
      payload: { KullaniciId, Okundu: true, KvkkId },
    });

  it('walks check → text → approve → check, and a new text asks again', async () => {
    expect((await check(member)).json()).toEqual({ sonuc: 1 });
    const first = await publishKvkkText(t.kysely, text(1), admin.userId, t.clock.now());
    expect((await check(member)).json()).toEqual({ sonuc: 0 });
    const texts = await t.app.inject({ url: `${KVKK_PREFIX}/GetLastKvkk`, headers: { lang: 'en' } });
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
    const stored = await rowsWhere(t.kysely, 'kvkk_consent', { user_id: member.userId }, []);
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

    t.clock.set(new Date('2026-03-02T09:30:00.000Z'));
    const again = await approve(member, first);
    expect(again.json()).toEqual(ok.json());
    const second = await publishKvkkText(t.kysely, text(2), admin.userId, t.clock.now());
    expect((await check(member)).json()).toEqual({ sonuc: 0 });
    const list = await t.app.inject({ url: `${KVKK_PREFIX}/GetLastKvkk` });
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
    const other = await t.signIn('member');
    const latest = (await t.app.inject({ url: `${KVKK_PREFIX}/GetLastKvkk` })).json()[0].Id;
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
        await t.app.inject({ url: `${KVKK_PREFIX}/OnaysizKontrol/abc`, headers: bearer(admin.defaultToken) })
      ).json().error.code,
    ).toBe('BAD_ID');
    expect((await t.app.inject({ url: `${KVKK_PREFIX}/OnaysizKontrol/${member.userId}` })).statusCode).toBe(
      401,
    );
  });

  it('treats the service account as no person: check 1, consent 403, no peeking at others', async () => {
    const service = await t.signIn('service');
    const latest = (await t.app.inject({ url: `${KVKK_PREFIX}/GetLastKvkk` })).json()[0].Id;
    expect((await check(service)).json()).toEqual({ sonuc: 1 });
    expect((await check(admin, service.userId)).json()).toEqual({ sonuc: 1 });
    expect((await approve(service, latest)).statusCode).toBe(403);
    expect((await check(service, member.userId)).statusCode).toBe(403);
  });
});
