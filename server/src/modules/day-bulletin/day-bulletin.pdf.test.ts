import type { BulletinDetail, DayRow } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import { createBulletinMarket, DAYS, getBulletin, NOW } from '../../../test/bulletin-fixture.js';
import { drawnText, pageCount } from '../../../test/pdf.js';
import { bulletinPdf } from './day-bulletin.pdf.js';

const PREFIX = '/api/v1/CMS/OnlineKullaniciBulten';

const tr4 = (v: number) =>
  new Intl.NumberFormat('tr-TR', { minimumFractionDigits: 4, maximumFractionDigits: 4 }).format(v);

describeWithApp('daily bulletin PDF', { seed: createBulletinMarket, now: NOW }, (t) => {
  it('GetGunlukBultenDetay?format=pdf downloads the A4 bulletin with every row of the JSON', async () => {
    const json = (await getBulletin(t.app, `/GetGunlukBultenDetay/${DAYS.D}`)).body as BulletinDetail;
    const { pdf, texts } = await drawnText(async () => {
      const res = await t.app.inject({
        url: `${PREFIX}/GetGunlukBultenDetay/${DAYS.D}?format=pdf`,
        headers: { lang: 'tr' },
      });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('application/pdf');
      expect(res.headers['content-disposition']).toBe(`attachment; filename="gunluk-bulten_${DAYS.D}.pdf"`);
      return res.rawPayload;
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(pageCount(pdf)).toBe(1);
    expect(texts).toContain(t.ctx.config.exchangeName);
    expect(texts).toContain('Günlük Bülten');
    expect(texts).toContain(`Tarih: ${DAYS.D.split('-').reverse().join('.')}    GEÇİCİ`);
    expect(texts).toContain('Sayfa 1 / 1');
    for (const row of json.Satirlar) expect(texts).toContain(tr4(row.OrtFiyat));
    expect(json.Satirlar.length).toBeGreaterThan(0);
  });

  it('GetGunlukBultenDetayCH?format=pdf in English names the live-animal bulletin', async () => {
    const { pdf, texts } = await drawnText(async () => {
      const res = await t.app.inject({
        url: `${PREFIX}/GetGunlukBultenDetayCH/${DAYS.D}?format=pdf`,
        headers: { lang: 'en' },
      });
      expect(res.headers['content-disposition']).toBe(
        `attachment; filename="live-animal-bulletin_${DAYS.D}.pdf"`,
      );
      return res.rawPayload;
    });
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    expect(texts).toContain('Live Animal Daily Bulletin');
    expect(texts).toContain('TL/Head');
  });

  it('answers 400 BAD_FORMAT for a format it does not offer', async () => {
    const res = await t.app.inject({ url: `${PREFIX}/GetGunlukBultenDetay/${DAYS.D}?format=csv` });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('BAD_FORMAT');
  });
});

describe('bulletin PDF layout', () => {
  const row = (i: number): DayRow =>
    ({
      Seviye: 'PRODUCT',
      GrupId: 1,
      GrupKodu: '01',
      GrupAdi: 'G',
      SinifId: 2,
      SinifKodu: '0101',
      SinifAdi: 'C',
      UrunId: 100 + i,
      UrunKodu: `P${i}`,
      UrunAdi: `ÜRÜN ${i}`,
      Birim: 'KG',
      FiyatBirimi: 'TL/kg',
      MinFiyat: 1,
      MaxFiyat: 2,
      OrtFiyat: 1.5,
      IlkFiyat: 1,
      SonFiyat: 2,
      Miktar: 1000,
      Tutar: 1500,
      IslemSayisi: 1,
      DegisimYuzde: null,
    }) as DayRow;

  it('repeats the head on every page and numbers the pages', async () => {
    const detail = {
      Tarih: '2026-11-20',
      Kesin: true,
      Kanal: 'TUMU',
      OncekiIslemGunu: null,
      SonrakiIslemGunu: null,
      Satirlar: Array.from({ length: 60 }, (_, i) => row(i)),
    } as BulletinDetail;
    const head = {
      exchangeName: 'Test Borsası',
      liveAnimal: false,
      generatedAt: new Date('2026-11-20T15:00:00Z'),
    };
    const { pdf, texts } = await drawnText(() => bulletinPdf(detail, head, 'en'));
    expect(pageCount(pdf)).toBe(2);
    expect(texts.filter((t) => t === 'Test Borsası')).toHaveLength(2);
    expect(texts).toContain('Date: 20/11/2026    FINAL');
    expect(texts).toContain('Page 2 / 2');
    expect(texts).toContain('Generated: 20/11/2026, 18:00');
    expect(texts).toContain('      ÜRÜN 59');
  });

  it('says so when the day has no trades', async () => {
    const detail = {
      Tarih: '2026-11-22',
      Kesin: false,
      Kanal: 'TUMU',
      OncekiIslemGunu: '2026-11-20',
      SonrakiIslemGunu: null,
      Satirlar: [],
    } as BulletinDetail;
    const head = {
      exchangeName: 'Test Borsası',
      liveAnimal: false,
      generatedAt: new Date('2026-11-22T09:00:00Z'),
    };
    const { texts } = await drawnText(() => bulletinPdf(detail, head, 'tr'));
    expect(texts).toContain('Bu tarihte işlem yok.');
  });
});
