import { MAX_ALERTS_PER_USER } from '@bulten/core';
import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import type { TestUser } from '../../../test/auth.js';
import { createTinyCatalogue, type TinyCatalogue } from '../../../test/factories.js';
import { signInStaff, tradeInput } from '../../../test/staff.js';
import { applyRegistration } from '../registrations/registrations.service.js';
import { evaluateAlerts } from './alerts.firing.js';

const NOW = new Date('2026-03-04T07:00:00.000Z');
const URL = '/api/v1/Uye';

describeWithApp('price alerts API', { now: NOW }, (t) => {
  let cat: TinyCatalogue;
  let member: TestUser;
  let other: TestUser;
  const post = (user: TestUser | null, path: string, payload?: object, lang?: 'tr' | 'en') =>
    t.inject(user, { method: 'POST', url: `${URL}/${path}`, payload, lang });
  const list = async (user: TestUser) =>
    (await t.inject(user, { method: 'GET', url: `${URL}/Alarmlar` })).json();

  beforeAll(async () => {
    cat = await createTinyCatalogue(t.kysely);
    member = await t.signIn('member', { phone: '+905329998877' });
    other = await t.signIn('member');
  });

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

  it('states the session phase of a firing stored without one (before migration 0031) from its time', async () => {
    const user = await t.signIn('member');
    const firing = (fired_at: string, final: number, alert_id: number) => ({
      alert_id,
      user_id: user.userId,
      class_id: cat.redClass,
      trade_date: fired_at.slice(0, 10),
      fired_at,
      final,
      session_phase: null,
      kind: 'USTUNDE' as const,
      threshold_e4: 10_0000,
      move_e2: null,
      average_e4: 11_0000,
      change_e2: null,
    });
    // 08:45 and 11:00 in Istanbul on Wednesday 4 March; 12:00 on Saturday 7 March.
    for (const [at, final] of [
      ['2026-03-04T05:45:00.000Z', 0],
      ['2026-03-04T08:00:00.000Z', 0],
      ['2026-03-07T09:00:00.000Z', 0],
    ] as const)
      await t.kysely
        .insertInto('alert_firing')
        .values(firing(at, final, 999_000 + Number(at.slice(8, 13).replace('T', ''))))
        .execute();
    const inbox = (await t.inject(user, { method: 'GET', url: `${URL}/GelenKutusu`, lang: 'en' })).json();
    expect(inbox.map((m: { Metin: string }) => m.Metin.slice(m.Metin.lastIndexOf('(')))).toEqual([
      '(preliminary, session closed).',
      '(preliminary, session open).',
      '(preliminary, session not open yet).',
    ]);
    await t.kysely.deleteFrom('alert_firing').where('user_id', '=', user.userId).execute();
  });

  it('records one firing when evaluations of the same day race, and the inbox keeps it after a delete', async () => {
    await applyRegistration(
      t.kysely,
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
    const firings = await t.kysely.selectFrom('alert_firing').selectAll().execute();
    // Every barley ALTINDA alert with a threshold ≥ 0.5 of both users: once each.
    const alerts = [...(await list(member)), ...(await list(other))].filter((a) => a.Tur === 'ALTINDA');
    expect(firings.length).toBe(alerts.length);
    expect(new Set(firings.map((f) => f.alert_id)).size).toBe(alerts.length);
    // Only the member with a phone gets SMS: one per alert.
    const mine = (await list(member)).filter((a: { Tur: string }) => a.Tur === 'ALTINDA');
    expect(sms.sent.length).toBe(mine.length);
    const inbox = async () => (await t.inject(member, { method: 'GET', url: `${URL}/GelenKutusu` })).json();
    const before = (await inbox()).length;
    const firstAlert = (await list(member)).find((a: { Tur: string }) => a.Tur === 'ALTINDA');
    await post(member, `Alarm/Sil/${firstAlert.Id}`);
    expect((await inbox()).length).toBe(before);
  });
});
