import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import { bearer, type TestUser } from '../../../test/auth.js';

const KVKK = '/api/v1/KVKK/KvkkMaster';
const NOTICE = { BaslikTr: 'Aydınlatma', BaslikEn: 'Notice', MetinTr: 'Metin', MetinEn: 'Text' };

describeWithApp('service account and KVKK publishing across modules', {}, (t) => {
  let service: TestUser;
  let member: TestUser;

  beforeAll(async () => {
    service = await t.signIn('service');
    member = await t.signIn('member');
  });

  it('reads public data but gets 403 on member data, staff endpoints and KVKK consent', async () => {
    const headers = bearer(service.defaultToken);
    expect((await t.app.inject({ url: `${KVKK}/GetLastKvkk`, headers })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/General/Kullanici/GetOwnUser', headers })).json().Rol).toBe(
      'service',
    );
    const denied = [
      t.app.inject({ url: `/api/v1/CMS/OnlineKullaniciBulten/GetUyeBilgileri/${member.memberId}`, headers }),
      t.app.inject({ method: 'POST', url: `${KVKK}/Publish`, headers, payload: NOTICE }),
      t.app.inject({
        method: 'POST',
        url: `${KVKK}/Create`,
        headers,
        payload: { KullaniciId: service.userId, Okundu: true, KvkkId: 1 },
      }),
    ];
    for (const res of await Promise.all(denied)) {
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('FORBIDDEN');
    }
  });

  it('lets an admin publish, not an operator, and a published text asks every person again', async () => {
    const operator = await t.signIn('operator');
    const admin = await t.signIn('admin');
    const publish = (user: TestUser) =>
      t.app.inject({
        method: 'POST',
        url: `${KVKK}/Publish`,
        headers: bearer(user.defaultToken),
        payload: NOTICE,
      });
    const check = () =>
      t.app.inject({ url: `${KVKK}/OnaysizKontrol/${member.userId}`, headers: bearer(member.defaultToken) });
    expect((await publish(operator)).statusCode).toBe(403);
    expect((await publish(admin)).statusCode).toBeLessThan(300);
    expect((await check()).json()).toEqual({ sonuc: 0 });
    const [latest] = (await t.app.inject({ url: `${KVKK}/GetLastKvkk` })).json();
    const approve = await t.app.inject({
      method: 'POST',
      url: `${KVKK}/Create`,
      headers: bearer(member.defaultToken),
      payload: { KullaniciId: member.userId, Okundu: true, KvkkId: latest.Id },
    });
    expect(approve.statusCode).toBe(200);
    expect((await check()).json()).toEqual({ sonuc: 1 });
    expect((await publish(admin)).statusCode).toBeLessThan(300);
    expect((await check()).json()).toEqual({ sonuc: 0 });
  });
});
