import { MAX_ALERTS_PER_USER } from '@bulten/core';
import { beforeAll, expect, it } from 'vitest';
import { bearer, type TestUser } from '../../../test/auth.js';
import { createTinyCatalogue, type TinyCatalogue } from '../../../test/factories.js';
import { describeWithProcesses, statusCounts } from '../../../test/processes.js';

const URL = '/api/v1/Uye';
const RACERS = 40;

describeWithProcesses('price alerts raced through three processes', { count: 3 }, (t) => {
  let cat: TinyCatalogue;
  const post = (i: number, user: TestUser, path: string, payload: object, lang?: 'tr' | 'en') =>
    t.pick(i).app.inject({
      method: 'POST',
      url: `${URL}/${path}`,
      payload,
      headers: { ...bearer(user.defaultToken), ...(lang ? { lang } : {}) },
    });
  const stored = (user: TestUser) =>
    t.kysely.selectFrom('price_alert').selectAll().where('user_id', '=', user.userId).orderBy('id').execute();

  beforeAll(async () => {
    cat = await createTinyCatalogue(t.kysely);
  });

  it(`stores exactly ${MAX_ALERTS_PER_USER} of ${RACERS} simultaneous different alerts; the rest 409 ALERT_LIMIT`, async () => {
    const member = await t.signIn('member');
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        post(i, member, 'Alarm/Create', { SinifId: cat.redClass, Tur: 'USTUNDE', Esik: i + 1 }),
      ),
    );
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({
      200: MAX_ALERTS_PER_USER,
      409: RACERS - MAX_ALERTS_PER_USER,
    });
    expect(new Set(answers.filter((a) => a.statusCode === 409).map((a) => a.json().error.code))).toEqual(
      new Set(['ALERT_LIMIT']),
    );
    expect(await stored(member)).toHaveLength(MAX_ALERTS_PER_USER);
  });

  it(`stores one of ${RACERS} simultaneous identical alerts; the rest 409 ALERT_DUPLICATE in the request's language`, async () => {
    const member = await t.signIn('member');
    const answers = await Promise.all(
      Array.from({ length: RACERS }, (_, i) =>
        post(i, member, 'Alarm/Create', { SinifId: cat.redClass, Tur: 'HAREKET', Yuzde: '2.5' }, 'en'),
      ),
    );
    expect(statusCounts(answers.map((a) => a.statusCode))).toEqual({ 200: 1, 409: RACERS - 1 });
    const refused = answers.find((a) => a.statusCode === 409)!.json().error;
    expect(refused).toMatchObject({
      code: 'ALERT_DUPLICATE',
      message: 'You already have this alert; it is in your list.',
    });
    expect(await stored(member)).toHaveLength(1);
  });

  it('refuses an identical active alert, whether created or resumed, but keeps a paused twin', async () => {
    const member = await t.signIn('member');
    const body = { SinifId: cat.barleyClass, Tur: 'ALTINDA', Esik: '9.5' };
    const first = await post(0, member, 'Alarm/Create', body);
    expect(first.statusCode).toBe(200);
    // 9,5 and 9.5000 are the same threshold; another kind, class or threshold is another alert.
    const again = await post(1, member, 'Alarm/Create', { ...body, Esik: '9.5000' }, 'tr');
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toMatchObject({
      code: 'ALERT_DUPLICATE',
      message: 'Bu alarm zaten kurulu; listenizde görebilirsiniz.',
    });
    for (const other of [
      { ...body, Tur: 'USTUNDE' },
      { ...body, SinifId: cat.redClass },
      { ...body, Esik: '9.5001' },
    ])
      expect((await post(2, member, 'Alarm/Create', other)).statusCode).toBe(200);
    // A paused alert is not active: its twin may be set, and the paused one then cannot be resumed.
    const id = first.json().Id;
    expect((await post(0, member, `Alarm/Durum/${id}`, { Aktif: false })).statusCode).toBe(200);
    const twin = await post(1, member, 'Alarm/Create', body);
    expect(twin.statusCode).toBe(200);
    const resumed = await post(2, member, `Alarm/Durum/${id}`, { Aktif: true }, 'en');
    expect(resumed.statusCode).toBe(409);
    expect(resumed.json().error.code).toBe('ALERT_DUPLICATE');
    const rows = await stored(member);
    const barley = rows.filter((r) => r.class_id === cat.barleyClass && r.kind === 'ALTINDA');
    expect(barley.map((r) => [r.threshold_e4, r.active])).toEqual([
      [95_000, 0],
      [95_001, 1],
      [95_000, 1],
    ]);
  });

  it(`resumes at most one of ${RACERS / 2} simultaneous resumes of identical paused alerts`, async () => {
    const member = await t.signIn('member');
    const body = { SinifId: cat.cattleClass, Tur: 'USTUNDE', Esik: 100 };
    const ids: number[] = [];
    for (let i = 0; i < 2; i += 1) {
      const res = await post(i, member, 'Alarm/Create', body);
      expect(res.statusCode).toBe(200);
      ids.push(res.json().Id);
      expect((await post(i, member, `Alarm/Durum/${res.json().Id}`, { Aktif: false })).statusCode).toBe(200);
    }
    const answers = await Promise.all(
      Array.from({ length: RACERS / 2 }, (_, i) =>
        post(i, member, `Alarm/Durum/${ids[i % 2]}`, { Aktif: true }),
      ),
    );
    expect(answers.every((a) => a.statusCode === 200 || a.json().error.code === 'ALERT_DUPLICATE')).toBe(
      true,
    );
    const rows = await stored(member);
    expect(rows.filter((r) => r.active === 1)).toHaveLength(1);
  });
});
