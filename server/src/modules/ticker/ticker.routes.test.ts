import { beforeAll, describe, expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import { addRedTonProduct, createTinyCatalogue } from '../../../test/factories.js';
import { type StaffUsers, signInStaff, tradeInput } from '../../../test/staff.js';
import { rowsWhere } from '../../db/rows.js';
import { applyRegistrationBatch } from '../registrations/registrations.service.js';
import { DEFAULT_TICKER_COLOR, formatTickerItem } from './ticker.service.js';

// 10:00 in Istanbul on Wednesday 4 March 2026: nothing traded yet today, so the line shows 3 March.
const NOW = new Date('2026-03-04T07:00:00.000Z');
const PREFIXES = ['/api/v1/CMS/OnlineKullaniciBulten', '/api/v1/Alpha.WebPanel/OnlineKullaniciBulten'];

describe('formatTickerItem', () => {
  it('writes an unchanged price with "=" and the language’s decimal mark and percent position', () => {
    const item = {
      name: 'ARPA',
      unit: 'KG' as const,
      averageE4: 108_000,
      change: { previousE4: 108_000, changeE4: 0, percentE2: 0, direction: 'UNCH' as const },
    };
    expect(formatTickerItem(item, 'tr')).toBe('ARPA 10,8000 TL/kg = %0,00');
    expect(formatTickerItem(item, 'en')).toBe('ARPA 10.8000 TL/kg = 0.00%');
  });
});

describeWithApp('ticker', { now: NOW }, (t) => {
  let users: StaffUsers;

  beforeAll(async () => {
    const cat = await createTinyCatalogue(t.kysely);
    users = await signInStaff(t);
    await applyRegistrationBatch(t.kysely, [
      tradeInput('K1', '2026-03-02 10:00', cat.redHard, 10_000, '20'),
      // Barley's previous trading day is 21 days back: outside the 14-day window, found by the fallback.
      tradeInput('K2', '2026-02-10 10:00', cat.feedBarley, 5_000, '11'),
      tradeInput('K3', '2026-03-03 10:00', cat.redHard, 10_000, '20.5'),
      tradeInput('K4', '2026-03-03 11:00', cat.redSoft, 5_000, '21.1', { channel: 'SERBEST' }),
      tradeInput('K5', '2026-03-03 12:00', cat.feedBarley, 4_000, '10.8'),
      tradeInput('K6', '2026-03-03 13:00', cat.cattle, 2, '85000', { channel: 'CANLI_HAYVAN', headCount: 2 }),
      // Cancelled trades leave every figure.
      tradeInput('K7', '2026-03-03 14:00', cat.feedBarley, 1_000, '99', {
        status: 'IPTAL',
        cancelReason: 'hata',
      }),
    ]);
  });

  it('builds the line from the latest trading day’s class figures when staff set no text', async () => {
    // Red class: (10 000 × 20.5 + 5 000 × 21.1) / 15 000 = 20.7 vs 20.0 → +3.50 %.
    // Barley: 10.8 vs 11.0 → −1.818… % → 1.82; cattle has no earlier day: no change part.
    for (const prefix of PREFIXES) {
      const tr = await t.inject(null, { url: `${prefix}/GetKayanYazi` });
      expect(tr.statusCode).toBe(200);
      expect(tr.json()).toEqual({
        Metin:
          '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR 20,7000 TL/kg ▲ %3,50 • ARPA 10,8000 TL/kg ▼ %1,82 • BÜYÜKBAŞ 85.000,0000 TL/baş',
        Otomatik: true,
      });
    }
    const en = await t.inject(null, { url: `${PREFIXES[0]}/GetKayanYazi`, headers: { langid: '2' } });
    expect(en.json().Metin).toBe(
      '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR (en) 20.7000 TL/kg ▲ 3.50% • ARPA (en) 10.8000 TL/kg ▼ 1.82% • BÜYÜKBAŞ (en) 85,000.0000 TL/head',
    );
  });

  it('answers the default colour before staff choose one', async () => {
    const res = await t.inject(null, { url: `${PREFIXES[1]}/GetKayanYaziRenkKodu` });
    expect(res.json()).toEqual({ RenkKodu: '#1b5e20' });
  });

  // POSTs the ticker settings as the admin.
  const setAsAdmin = (payload: Record<string, string>, lang?: 'en') =>
    t.inject(users.admin, { method: 'POST', url: '/api/v1/KayanYazi/Set', payload, lang });

  it('refuses a bad colour with 400 in the request language', async () => {
    const body = { MetinTr: 'x', MetinEn: 'y', RenkKodu: 'green' };
    const tr = await setAsAdmin(body);
    expect(tr.statusCode).toBe(400);
    expect(tr.json()).toMatchObject({
      error: { code: 'VALIDATION', message: 'Gönderilen veriler geçersiz.' },
    });
    const en = await setAsAdmin(body, 'en');
    expect(en.json()).toMatchObject({
      error: { code: 'VALIDATION', message: 'The submitted data is invalid.' },
      Message: 'The submitted data is invalid.',
    });
  });

  it('lets only admins set the ticker: no token 401, service and operator 403', async () => {
    const body = { MetinTr: 'x', MetinEn: 'y', RenkKodu: '#000000' };
    const req = { method: 'POST' as const, url: '/api/v1/KayanYazi/Set', payload: body };
    expect((await t.inject(null, req)).statusCode).toBe(401);
    expect((await t.inject(users.service, req)).statusCode).toBe(403);
    expect((await t.inject(users.operator, req)).statusCode).toBe(403);
    expect((await t.inject(users.operator, { url: '/api/v1/KayanYazi/Get' })).statusCode).toBe(403);
    expect((await t.kysely.selectFrom('ticker').selectAll().execute()).length).toBe(0);
  });

  it('serves the staff text per language, the colour, announces the change and audits it', async () => {
    t.events.length = 0;
    const body = { MetinTr: '  Borsamıza hoş geldiniz  ', MetinEn: '', RenkKodu: '#AA00cc' };
    const set = await setAsAdmin(body);
    expect(set.statusCode).toBe(200);
    expect(t.events).toEqual([{ type: 'ticker' }]);
    const tr = await t.inject(null, { url: `${PREFIXES[0]}/GetKayanYazi` });
    expect(tr.json()).toEqual({ Metin: 'Borsamıza hoş geldiniz', Otomatik: false });
    // English left empty: English readers still get the line built from figures.
    const en = await t.inject(null, { url: `${PREFIXES[0]}/GetKayanYazi`, lang: 'en' });
    expect(en.json().Otomatik).toBe(true);
    expect(en.json().Metin).toMatch(/^1\.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR \(en\) 20\.7000 TL\/kg/);
    expect((await t.inject(null, { url: `${PREFIXES[0]}/GetKayanYaziRenkKodu` })).json()).toEqual({
      RenkKodu: '#aa00cc',
    });
    const settings = await t.inject(users.superadmin, { url: '/api/v1/KayanYazi/Get' });
    expect(settings.json()).toEqual({ MetinTr: 'Borsamıza hoş geldiniz', MetinEn: '', RenkKodu: '#aa00cc' });
    const audit = await rowsWhere(t.kysely, 'audit_log', { action: 'ticker.set' }, []);
    expect(audit).toHaveLength(1);
    expect(audit[0]).toMatchObject({ user_id: users.admin.userId, entity: 'ticker', entity_id: '1' });
    // What was asked, and what it changed as stored (trimmed, lower case), before → after.
    expect(JSON.parse(audit[0]!.detail)).toEqual({
      ...body,
      changes: [
        { Alan: 'MetinTr', Onceki: '', Sonraki: 'Borsamıza hoş geldiniz' },
        { Alan: 'RenkKodu', Onceki: DEFAULT_TICKER_COLOR, Sonraki: '#aa00cc' },
      ],
    });
  });
});

describeWithApp('ticker of a class mixing TON and KG', { now: NOW }, (t) => {
  beforeAll(async () => {
    const cat = await createTinyCatalogue(t.kysely);
    const redTon = await addRedTonProduct(t.kysely, cat.redClass);
    await applyRegistrationBatch(t.kysely, [
      tradeInput('M1', '2026-03-02 10:00', cat.redHard, 10_000, '19'),
      tradeInput('M2', '2026-03-02 11:00', redTon, 2, '20000'),
      tradeInput('M3', '2026-03-03 10:00', cat.redHard, 10_000, '20.5'),
      tradeInput('M4', '2026-03-03 11:00', redTon, 5, '21000', { channel: 'SERBEST' }),
    ]);
  });

  it('averages total amount over total quantity in kg, on the day and on the previous day', async () => {
    // 3 March: (10 000 kg × 20.5 + 5 t × 21 000) / (10 000 kg + 5 000 kg) = 310 000 / 15 000 = 20.6667 TL/kg.
    // 2 March: (10 000 kg × 19 + 2 t × 20 000) / 12 000 kg = 230 000 / 12 000 = 19.1667 TL/kg.
    // Change: (20.6667 − 19.1667) / 19.1667 = 7.826… % → 7.83.
    // (Adding tons to kilograms gave 310 000 / 10 005 = 30.9845 "TL/kg".)
    const res = await t.inject(null, { url: `${PREFIXES[0]}/GetKayanYazi` });
    expect(res.json()).toEqual({
      Metin: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR 20,6667 TL/kg ▲ %7,83',
      Otomatik: true,
    });
  });
});
