import { MAX_ALERTS_PER_USER } from '@bulten/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createUserAndSignIn, type TestUser } from '../../../test/auth.js';
import { type TestDatabaseFactory, testDatabaseFactories } from '../../../test/databases.js';
import { createTinyCatalogue, type TinyCatalogue } from '../../../test/factories.js';
import {
  injectAs,
  openStaffTestApp,
  type StaffTestApp,
  signInStaff,
  tradeInput,
} from '../../../test/staff.js';
import { applyRegistration } from '../registrations/registrations.service.js';
import { evaluateAlerts } from './alerts.evaluate.js';

const NOW = new Date('2026-03-04T07:00:00.000Z');
const URL = '/api/v1/Uye';

describe.each(testDatabaseFactories())('price alerts API on $name', (factory: TestDatabaseFactory) => {
  let t: StaffTestApp;
  let cat: TinyCatalogue;
  let member: TestUser;
  let other: TestUser;
  const post = (user: TestUser | null, path: string, payload?: object, lang?: 'tr' | 'en') =>
    injectAs(t.app, user, { method: 'POST', url: `${URL}/${path}`, payload, lang });
  const list = async (user: TestUser) =>
    (await injectAs(t.app, user, { method: 'GET', url: `${URL}/Alarmlar` })).json();

  beforeAll(async () => {
    t = await openStaffTestApp(factory, NOW);
    cat = await createTinyCatalogue(t.ctx.db.kysely);
    member = await createUserAndSignIn(t.app, t.ctx, 'member', { phone: '+905329998877' });
    other = await createUserAndSignIn(t.app, t.ctx, 'member');
  });
  afterAll(async () => t.close());

  it('lets a member set alerts in exact figures, and nobody else', async () => {
    const res = await post(member, 'Alarm/Create', {
      SinifId: cat.redClass,
      Tur: 'USTUNDE',
      Esik: '20.1234',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      Id: expect.any(Number),
      SinifId: cat.redClass,
      SinifAdi: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
      FiyatBirimi: 'TL/kg',
      Tur: 'USTUNDE',
      Esik: 20.1234,
      Yuzde: null,
      Aktif: true,
      SonTetiklenme: null,
    });
    const move = await post(
      member,
      'Alarm/Create',
      { SinifId: cat.cattleClass, Tur: 'HAREKET', Yuzde: 2.5 },
      'en',
    );
    expect(move.json()).toMatchObject({ Tur: 'HAREKET', Yuzde: 2.5, Esik: null, SinifAdi: 'BÜYÜKBAŞ (en)' });
    expect(
      (await post(null, 'Alarm/Create', { SinifId: cat.redClass, Tur: 'USTUNDE', Esik: 1 })).statusCode,
    ).toBe(401);
    const staff = await signInStaff(t);
    expect(
      (await post(staff.admin, 'Alarm/Create', { SinifId: cat.redClass, Tur: 'USTUNDE', Esik: 1 }))
        .statusCode,
    ).toBe(403);
    expect((await list(other)).length).toBe(0);
  });

  it.each([
    [{ SinifId: 0, Tur: 'USTUNDE', Esik: 1 }, 'VALIDATION'],
    [{ SinifId: 999_999, Tur: 'USTUNDE', Esik: 1 }, 'UNKNOWN_ID'],
    [{ SinifId: -1, Tur: 'USTUNDE', Esik: 1 }, 'VALIDATION'],
    [{ SinifId: 'x', Tur: 'USTUNDE', Esik: 1 }, 'VALIDATION'],
    [{ Tur: 'USTUNDE', Esik: '1.12345' }, 'VALIDATION'],
    [{ Tur: 'ALTINDA', Esik: '-1' }, 'VALIDATION'],
    [{ Tur: 'ALTINDA' }, 'VALIDATION'],
    [{ Tur: 'HAREKET', Yuzde: '100.01' }, 'VALIDATION'],
    [{ Tur: 'HAREKET', Yuzde: 0 }, 'VALIDATION'],
    [{ Tur: 'YUKARI', Esik: 1 }, 'VALIDATION'],
  ])('refuses %j with 400 %s', async (body, code) => {
    const payload = { SinifId: cat.redClass, ...body };
    if ('SinifId' in body && body.SinifId === 999_999) payload.SinifId = cat.redHard;
    const res = await post(member, 'Alarm/Create', payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe(code);
  });

  it('pauses, resumes and deletes only one’s own alerts', async () => {
    const [first] = await list(member);
    const pause = await post(member, `Alarm/Durum/${first.Id}`, { Aktif: false });
    expect(pause.json()).toMatchObject({ Id: first.Id, Aktif: false });
    expect((await list(member))[0].Aktif).toBe(false);
    expect((await post(member, `Alarm/Durum/${first.Id}`, { Aktif: true })).json().Aktif).toBe(true);
    const foreign = await post(other, `Alarm/Durum/${first.Id}`, { Aktif: false });
    expect(foreign.statusCode).toBe(400);
    expect(foreign.json().error.code).toBe('UNKNOWN_ID');
    expect((await post(other, `Alarm/Sil/${first.Id}`)).statusCode).toBe(400);
    expect((await post(member, `Alarm/Sil/abc`)).json().error.code).toBe('BAD_ID');
  });

  it(`allows at most ${MAX_ALERTS_PER_USER} alerts per user (409 ALERT_LIMIT, in the request language)`, async () => {
    const count = (await list(member)).length;
    for (let i = count; i < MAX_ALERTS_PER_USER; i += 1) {
      const res = await post(member, 'Alarm/Create', {
        SinifId: cat.barleyClass,
        Tur: 'ALTINDA',
        Esik: i + 1,
      });
      expect(res.statusCode).toBe(200);
    }
    const refused = await post(
      member,
      'Alarm/Create',
      { SinifId: cat.barleyClass, Tur: 'ALTINDA', Esik: 1 },
      'en',
    );
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error).toMatchObject({
      code: 'ALERT_LIMIT',
      message: 'You can keep at most 20 price alerts; delete one to add another.',
    });
    const last = (await list(member)).at(-1);
    expect((await post(member, `Alarm/Sil/${last.Id}`)).json()).toEqual({ ok: true });
    expect((await list(member)).length).toBe(MAX_ALERTS_PER_USER - 1);
    expect(
      (await post(member, 'Alarm/Create', { SinifId: cat.barleyClass, Tur: 'ALTINDA', Esik: 1 })).statusCode,
    ).toBe(200);
    // Another user has an allowance of their own.
    expect(
      (await post(other, 'Alarm/Create', { SinifId: cat.barleyClass, Tur: 'ALTINDA', Esik: 1 })).statusCode,
    ).toBe(200);
  });

  it('records one firing when evaluations of the same day race, and the inbox keeps it after a delete', async () => {
    await applyRegistration(
      t.ctx.db.kysely,
      tradeInput('R-1', '2026-03-04 10:00', cat.feedBarley, 1_000, '0.5'),
      NOW,
    );
    const sms = {
      sent: [] as string[],
      send: async (_phone: string, text: string) => void sms.sent.push(text),
    };
    const delivery = { sms, log: t.app.log };
    await Promise.all(
      Array.from({ length: 5 }, () => evaluateAlerts(t.ctx, delivery, [cat.feedBarley], '2026-03-04')),
    );
    const firings = await t.ctx.db.kysely.selectFrom('alert_firing').selectAll().execute();
    // Every barley ALTINDA alert with a threshold ≥ 0.5 of both users: once each.
    const alerts = [...(await list(member)), ...(await list(other))].filter((a) => a.Tur === 'ALTINDA');
    expect(firings.length).toBe(alerts.length);
    expect(new Set(firings.map((f) => f.alert_id)).size).toBe(alerts.length);
    // Only the member with a phone gets SMS: one per alert.
    const mine = (await list(member)).filter((a: { Tur: string }) => a.Tur === 'ALTINDA');
    expect(sms.sent.length).toBe(mine.length);
    const inbox = async () =>
      (await injectAs(t.app, member, { method: 'GET', url: `${URL}/GelenKutusu` })).json();
    const before = (await inbox()).length;
    const firstAlert = (await list(member)).find((a: { Tur: string }) => a.Tur === 'ALTINDA');
    await post(member, `Alarm/Sil/${firstAlert.Id}`);
    expect((await inbox()).length).toBe(before);
  });
});
