import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import { bearer, signIn } from '../../../test/auth.js';

const OWN = '/api/v1/General/Kullanici/GetOwnUser';
const UPDATE = '/api/v1/General/Kullanici/Update';
const APPS = '/api/v1/General/UserApplication/GetUserApp';
const PUBLIC = [
  'online-bulten-dashboard',
  'online-bulten',
  'salon-satis',
  'borsa-satis-raporu',
  'fiyat-arsivi',
  'son-islemler',
  'turib',
];

describeWithApp('own user and modules', {}, (t) => {
  it('answers the own user with member code and title, never the password hash', async () => {
    const member = await t.signIn('member', {
      memberCode: 'U-100',
      phone: '+905321234567',
    });
    const res = await t.app.inject({ url: OWN, headers: bearer(member.defaultToken) });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Id: member.userId,
      KullaniciAdi: member.username,
      AdSoyad: member.username,
      Rol: 'member',
      UyeId: member.memberId,
      UyeKodu: 'U-100',
      UyeUnvani: 'TEST ÜYE U-100',
      Telefon: '+905321234567',
      Eposta: null,
      SmsDogrulama: false,
    });
    expect(res.body).not.toMatch(/scrypt|password|Sifre/i);
    expect((await t.app.inject({ url: OWN })).statusCode).toBe(401);
    expect((await t.app.inject({ url: OWN, headers: bearer('null') })).statusCode).toBe(401);
  });

  it('changes name and e-mail freely, phone and password only with the current password', async () => {
    const user = await t.signIn('operator');
    const other = await signIn(t.app, user.username, user.password);
    const update = (payload: object) =>
      t.app.inject({ method: 'POST', url: UPDATE, headers: bearer(user.defaultToken), payload });
    const named = await update({ AdSoyad: 'Ayşe Yılmaz', Eposta: 'ayse@example.org' });
    expect(named.json()).toMatchObject({ AdSoyad: 'Ayşe Yılmaz', Eposta: 'ayse@example.org' });
    expect((await update({ Telefon: '+905551112233' })).json().error.code).toBe('VALIDATION');
    const wrong = await update({ Telefon: '+905551112233', MevcutSifre: 'not-my-password' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.code).toBe('BAD_CREDENTIALS');
    expect((await update({ Telefon: '+905551112233', MevcutSifre: user.password })).json().Telefon).toBe(
      '+905551112233',
    );
    expect((await update({ YeniSifre: 'short' })).statusCode).toBe(400);
    expect((await update({ YeniSifre: 'a-brand-new-password', MevcutSifre: user.password })).statusCode).toBe(
      200,
    );
    expect((await t.app.inject({ url: OWN, headers: bearer(other.defaultToken) })).statusCode).toBe(401);
    expect((await t.app.inject({ url: OWN, headers: bearer(user.defaultToken) })).statusCode).toBe(200);
    await expect(signIn(t.app, user.username, user.password)).rejects.toThrow(/401/);
    await signIn(t.app, user.username, 'a-brand-new-password');
  });

  it('keeps the phone of an SMS-verified user and forbids the service account to change itself', async () => {
    const sms = await t.signIn('admin', { smsVerification: true });
    const res = await t.app.inject({
      method: 'POST',
      url: UPDATE,
      headers: bearer(sms.defaultToken),
      payload: { Telefon: null, MevcutSifre: sms.password },
    });
    expect(res.statusCode).toBe(400);
    const service = await t.signIn('service');
    const denied = await t.app.inject({
      method: 'POST',
      url: UPDATE,
      headers: bearer(service.defaultToken),
      payload: { AdSoyad: 'x' },
    });
    expect(denied.statusCode).toBe(403);
  });

  it.each([
    ['service', PUBLIC],
    ['member', [...PUBLIC, 'kullanici-bulten']],
    ['operator', [...PUBLIC, 'tescil']],
    ['admin', [...PUBLIC, 'kullanici-bulten', 'tescil', 'cms', 'kvkk', 'ticker']],
    ['superadmin', [...PUBLIC, 'kullanici-bulten', 'tescil', 'cms', 'kvkk', 'ticker', 'users']],
  ] as const)('lists the modules of a %s', async (role, codes) => {
    const user = await t.signIn(role);
    const res = await t.app.inject({ url: APPS, headers: { ...bearer(user.onlineToken), lang: 'en' } });
    expect(res.statusCode).toBe(200);
    expect(res.json().map((m: { Kod: string }) => m.Kod)).toEqual(codes);
    expect(res.json()[1]).toEqual({ Kod: 'online-bulten', Ad: 'Daily Bulletin', Yol: '/online-bulten' });
  });

  it('names modules in Turkish by default', async () => {
    const user = await t.signIn('member');
    const res = await t.app.inject({ url: APPS, headers: bearer(user.defaultToken) });
    expect(res.json().at(-1)).toEqual({
      Kod: 'kullanici-bulten',
      Ad: 'Üye Bülteni',
      Yol: '/kullanici-bulten',
    });
  });
});
