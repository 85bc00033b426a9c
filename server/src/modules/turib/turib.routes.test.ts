import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import { seedTuribSessions } from '../../../test/history-data.js';
import { turibExample } from './turib.examples.js';

const URL = '/api/v1/CMS/OnlineKullaniciBulten/GetOnlineBultenTuribBulten';
// "Today" is 2026-03-04: the 5 March session lies in the future and is not the latest one.
const TODAY = new Date('2026-03-04T09:00:00Z');

describeWithApp('TÜRİB bulletin', { seed: seedTuribSessions, now: TODAY }, (t) => {
  const get = async (query: string, lang = 'tr') => {
    const response = await t.app.inject({ method: 'GET', url: `${URL}${query}`, headers: { lang } });
    return { status: response.statusCode, body: response.json() };
  };

  it('gives the asked session with index lines and instrument rows by class', async () => {
    const { status, body } = await get('?Tarih=2026-03-03');
    expect(status).toBe(200);
    expect(body.Tarih).toBe('2026-03-03');
    expect(body.Gecikme).toBe('15 dakika gecikmeli');
    expect(body.Endeksler).toEqual(turibExample.Endeksler);
    expect(body.Satirlar.map((r: { Sinif: string }) => r.Sinif)).toEqual([
      'BUĞDAY EKMEKLİK KIRMIZI 2.SINIF',
      'MISIR SARI 2.SINIF',
    ]);
    expect(body.Satirlar[0]).toEqual(turibExample.Satirlar[0]);
  });

  it('gives the latest session up to today without a date, in English', async () => {
    const { body } = await get('', 'en');
    expect(body.Tarih).toBe('2026-03-03');
    expect(body.Gecikme).toBe('15 minutes delayed');
    expect(body.Endeksler[0].Ad).toBe('TÜRİB WHEAT INDEX');
    const later = await get('?Tarih=2026-03-05');
    expect(later.body.Endeksler[0]).toMatchObject({ Degisim: -5.21, DegisimYuzde: -0.34, Yon: 'DOWN' });
  });

  it('answers empty lists for a day without a session and 400 for a bad date', async () => {
    expect((await get('?Tarih=2026-03-04')).body).toEqual({
      Tarih: '2026-03-04',
      Endeksler: [],
      Satirlar: [],
      Gecikme: '15 dakika gecikmeli',
    });
    const bad = await get('?Tarih=04.03.2026', 'en');
    expect([bad.status, bad.body.error.code, bad.body.Message]).toEqual([
      400,
      'BAD_DATE',
      'Invalid date; expected YYYY-MM-DD.',
    ]);
  });
});

describeWithApp('TÜRİB bulletin without any session', { now: TODAY, dialects: ['sqlite'] }, (t) => {
  it('answers today with empty lists', async () => {
    const response = await t.app.inject({ method: 'GET', url: URL });
    expect(response.json()).toEqual({
      Tarih: '2026-03-04',
      Endeksler: [],
      Satirlar: [],
      Gecikme: '15 dakika gecikmeli',
    });
  });
});
