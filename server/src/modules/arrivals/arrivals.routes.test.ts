import { expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import { createBulletinMarket, DAYS, getBulletin, NOW } from '../../../test/bulletin-fixture.js';

describeWithApp('arrivals', { seed: createBulletinMarket, now: NOW }, (t) => {
  const c = t.data;

  it('lists the day’s arrivals in order of arrival with names, Istanbul times and status', async () => {
    const { status, body } = await getBulletin(t.app, `/GetGelenGunlukUrunler/${DAYS.D}`);
    expect(status).toBe(200);
    const rows = body as Array<Record<string, unknown>>;
    expect(rows.map((r) => [r.UrunId, r.GelisZamani, r.Durum])).toEqual([
      [c.redHard, '2026-03-03T08:10:00+03:00', 'SATILDI'],
      [c.redSoft, '2026-03-03T09:00:00+03:00', 'BEKLIYOR'],
      [c.cattle, '2026-03-03T10:30:00+03:00', 'BEKLIYOR'],
    ]);
    expect(rows[0]).toEqual({
      Id: expect.any(Number),
      GelisZamani: '2026-03-03T08:10:00+03:00',
      UrunId: c.redHard,
      UrunKodu: 'BUG1A',
      UrunAdi: 'ANADOLU KIRMIZI SERT',
      SinifAdi: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
      GrupAdi: 'BUĞDAY',
      Birim: 'KG',
      Miktar: 27_000,
      AracSayisi: 1,
      Il: 'KONYA',
      Ilce: 'KARATAY',
      Durum: 'SATILDI',
      DurumAdi: 'Satıldı',
    });
    const en = (await getBulletin(t.app, `/GetGelenGunlukUrunler/${DAYS.D}`, 'en')).body as Array<
      Record<string, unknown>
    >;
    expect(en.map((r) => r.DurumAdi)).toEqual(['Sold', 'Waiting', 'Waiting']);
  });

  it('sums the day’s arrivals per unit', async () => {
    expect((await getBulletin(t.app, `/GetGelenGunlukUrunlerToplam/${DAYS.D}`)).body).toEqual([
      {
        Birim: 'KG',
        KayitSayisi: 2,
        AracSayisi: 3,
        Miktar: 57_000,
        BekleyenMiktar: 30_000,
        SatilanMiktar: 27_000,
      },
      { Birim: 'BAS', KayitSayisi: 1, AracSayisi: 1, Miktar: 12, BekleyenMiktar: 12, SatilanMiktar: 0 },
    ]);
  });

  it('answers [] for a day without arrivals and 400 for a bad date', async () => {
    for (const path of ['/GetGelenGunlukUrunler', '/GetGelenGunlukUrunlerToplam']) {
      expect(await getBulletin(t.app, `${path}/${DAYS.P}`)).toMatchObject({ status: 200, body: [] });
      const tr = await getBulletin(t.app, `${path}/2026-02-29`, 'tr');
      const en = await getBulletin(t.app, `${path}/2026-02-29`, 'en');
      expect([tr.status, en.status]).toEqual([400, 400]);
      expect(tr.body).toMatchObject({
        error: { code: 'BAD_DATE' },
        Message: 'Geçersiz tarih; YYYY-AA-GG biçiminde olmalı.',
      });
      expect(en.body).toMatchObject({
        error: { code: 'BAD_DATE' },
        Message: 'Invalid date; expected YYYY-MM-DD.',
      });
    }
  });
});
