import { beforeAll, expect, it } from 'vitest';
import { describeWithApp } from '../../../test/app.js';
import { HISTORY_NOW, seedHistoryCatalogue } from '../../../test/history-data.js';
import { type StaffUsers, signInStaff, tradeInput } from '../../../test/staff.js';
import { checkCodeOf, printedCheckCode } from '../lot-lookup/check-code.js';
import { applyRegistration } from '../registrations/registrations.service.js';

// Every answer that carries a lot's analyses, byte for byte (key order included): programs outside parse
// these rows, so a change to how the analyses are listed must leave them exactly as they were. The history
// trades plus one hall lot (G-1) with all seven analyses, each of a value of its own.
const H = '/api/v1/CMS/OnlineKullaniciBulten';
const FULL_LAB = {
  proteinE2: 1325,
  moistureE2: 1150,
  hectoliterE2: 7940,
  sedimentationE2: 3200,
  glutenE2: 2850,
  suneE2: 80,
  foreignMatterE2: 125,
};

describeWithApp('analyses answers, byte for byte', { seed: seedHistoryCatalogue, now: HISTORY_NOW }, (t) => {
  const d = t.data;
  let users: StaffUsers;

  beforeAll(async () => {
    const lot = tradeInput('G-1', '2026-03-02 10:15', d.redHard, 2_000, '12.4', FULL_LAB);
    await applyRegistration(t.kysely, { ...lot, city: 'KONYA', district: 'MERAM' }, HISTORY_NOW);
    users = await signInStaff(t);
  });

  const body = async (url: string, lang: 'tr' | 'en' = 'tr') => {
    const res = await t.app.inject({ method: 'GET', url, headers: { lang } });
    expect([res.statusCode, res.statusCode === 200 ? '' : res.body]).toEqual([200, '']);
    return res.body;
  };

  it('lists hall lots with their analyses', async () => {
    expect(
      await body(`${H}/GetUrunFiyatDetayWithAnalizler/${d.redHard}/2026-03-02/2026-03-02`),
    ).toMatchInlineSnapshot(
      `"[{"Id":9,"TescilNo":"H5","IslemZamani":"2026-03-02T11:00:00+03:00","IslemTarih":"2026-03-02","UrunId":3,"UrunKodu":"BUG1A","UrunAdi":"ANADOLU KIRMIZI SERT","UrunKisaAdi":null,"SinifId":2,"SinifAdi":"1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR","GrupId":1,"GrupAdi":"BUĞDAY","Kanal":"SALON","Miktar":30000,"Birim":"KG","BirimFiyat":12.5,"FiyatBirimi":"TL/kg","Tutar":375000,"Il":"KONYA","Ilce":"KARATAY","Protein":13.5,"Rutubet":10.5,"Hektolitre":80.5,"Sedimantasyon":null,"Gluten":null,"Sune":null,"YabanciMadde":null},{"Id":17,"TescilNo":"G-1","IslemZamani":"2026-03-02T10:15:00+03:00","IslemTarih":"2026-03-02","UrunId":3,"UrunKodu":"BUG1A","UrunAdi":"ANADOLU KIRMIZI SERT","UrunKisaAdi":null,"SinifId":2,"SinifAdi":"1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR","GrupId":1,"GrupAdi":"BUĞDAY","Kanal":"SALON","Miktar":2000,"Birim":"KG","BirimFiyat":12.4,"FiyatBirimi":"TL/kg","Tutar":24800,"Il":"KONYA","Ilce":"MERAM","Protein":13.25,"Rutubet":11.5,"Hektolitre":79.4,"Sedimantasyon":32,"Gluten":28.5,"Sune":0.8,"YabanciMadde":1.25},{"Id":7,"TescilNo":"H4","IslemZamani":"2026-03-02T10:00:00+03:00","IslemTarih":"2026-03-02","UrunId":3,"UrunKodu":"BUG1A","UrunAdi":"ANADOLU KIRMIZI SERT","UrunKisaAdi":null,"SinifId":2,"SinifAdi":"1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR","GrupId":1,"GrupAdi":"BUĞDAY","Kanal":"SALON","Miktar":10000,"Birim":"KG","BirimFiyat":12,"FiyatBirimi":"TL/kg","Tutar":120000,"Il":"KONYA","Ilce":"KARATAY","Protein":12.5,"Rutubet":11,"Hektolitre":79,"Sedimantasyon":null,"Gluten":null,"Sune":null,"YabanciMadde":null}]"`,
    );
  });

  it("sums up a day's analyses per product", async () => {
    expect(await body(`${H}/GetUrunAnalizDetay/${d.redClass}/2026-03-02`, 'en')).toMatchInlineSnapshot(
      `"[{"IslemTarih":"2026-03-02","Seviye":"PRODUCT","GrupId":1,"GrupKodu":"BUG","GrupAdi":"BUĞDAY (en)","SinifId":2,"SinifKodu":"BUG1","SinifAdi":"1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR (en)","UrunId":3,"UrunKodu":"BUG1A","UrunAdi":"ANADOLU KIRMIZI SERT (en)","Birim":"KG","FiyatBirimi":"TL/kg","LotSayisi":3,"Miktar":42000,"OrtFiyat":12.3762,"Analizler":[{"Kod":"Protein","Ad":"Protein","Birim":"%","Ortalama":13.25,"Min":12.5,"Max":13.5,"LotSayisi":3},{"Kod":"Rutubet","Ad":"Moisture","Birim":"%","Ortalama":10.67,"Min":10.5,"Max":11.5,"LotSayisi":3},{"Kod":"Hektolitre","Ad":"Hectolitre weight","Birim":"kg/hl","Ortalama":80.09,"Min":79,"Max":80.5,"LotSayisi":3},{"Kod":"Sedimantasyon","Ad":"Sedimentation","Birim":"ml","Ortalama":32,"Min":32,"Max":32,"LotSayisi":1},{"Kod":"Gluten","Ad":"Gluten","Birim":"%","Ortalama":28.5,"Min":28.5,"Max":28.5,"LotSayisi":1},{"Kod":"Sune","Ad":"Sunn pest damage","Birim":"%","Ortalama":0.8,"Min":0.8,"Max":0.8,"LotSayisi":1},{"Kod":"YabanciMadde","Ad":"Foreign matter","Birim":"%","Ortalama":1.25,"Min":1.25,"Max":1.25,"LotSayisi":1}]},{"IslemTarih":"2026-03-02","Seviye":"PRODUCT","GrupId":1,"GrupKodu":"BUG","GrupAdi":"BUĞDAY (en)","SinifId":2,"SinifKodu":"BUG1","SinifAdi":"1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR (en)","UrunId":4,"UrunKodu":"BUG1B","UrunAdi":"KIRMIZI SERT 2 (en)","Birim":"KG","FiyatBirimi":"TL/kg","LotSayisi":1,"Miktar":5000,"OrtFiyat":11,"Analizler":[{"Kod":"Protein","Ad":"Protein","Birim":"%","Ortalama":11,"Min":11,"Max":11,"LotSayisi":1}]}]"`,
    );
  });

  it("gives the hall report's daily cards with average analyses", async () => {
    expect(await body('/api/v1/Rapor/SalonSatisGunluk/2026-03-02')).toMatchInlineSnapshot(
      `"[{"IslemTarih":"2026-03-02","Kesin":true,"Seviye":"PRODUCT","GrupId":1,"GrupKodu":"BUG","GrupAdi":"BUĞDAY","SinifId":2,"SinifKodu":"BUG1","SinifAdi":"1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR","UrunId":3,"UrunKodu":"BUG1A","UrunAdi":"ANADOLU KIRMIZI SERT","Birim":"KG","FiyatBirimi":"TL/kg","MinFiyat":12,"MaxFiyat":12.5,"OrtFiyat":12.3762,"IlkFiyat":12,"SonFiyat":12.5,"Miktar":42000,"Tutar":519800,"IslemSayisi":3,"OncekiTarih":"2025-03-03","OncekiOrtFiyat":10,"Degisim":2.3762,"DegisimYuzde":23.76,"Yon":"UP","Protein":13.25,"Rutubet":10.67,"Hektolitre":80.09,"Sedimantasyon":32,"Gluten":28.5,"Sune":0.8,"YabanciMadde":1.25},{"IslemTarih":"2026-03-02","Kesin":true,"Seviye":"PRODUCT","GrupId":1,"GrupKodu":"BUG","GrupAdi":"BUĞDAY","SinifId":2,"SinifKodu":"BUG1","SinifAdi":"1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR","UrunId":4,"UrunKodu":"BUG1B","UrunAdi":"KIRMIZI SERT 2","Birim":"KG","FiyatBirimi":"TL/kg","MinFiyat":11,"MaxFiyat":11,"OrtFiyat":11,"IlkFiyat":11,"SonFiyat":11,"Miktar":5000,"Tutar":55000,"IslemSayisi":1,"OncekiTarih":null,"OncekiOrtFiyat":null,"Degisim":null,"DegisimYuzde":null,"Yon":null,"Protein":11,"Rutubet":null,"Hektolitre":null,"Sedimantasyon":null,"Gluten":null,"Sune":null,"YabanciMadde":null}]"`,
    );
  });

  it('serves the lots as open data, CSV and JSON, with and without headings', async () => {
    const file = (name: string, query: string) =>
      body(`/api/v1/AcikVeri/${name}?productId=${d.redHard}&from=2026-03-02&to=2026-03-02${query}`);
    expect(await file('GetUrunFiyatDetayWithAnalizler.csv', '')).toMatchInlineSnapshot(`
      "﻿Id;TescilNo;IslemZamani;IslemTarih;UrunId;UrunKodu;UrunAdi;UrunKisaAdi;SinifId;SinifAdi;GrupId;GrupAdi;Kanal;Miktar;Birim;BirimFiyat;FiyatBirimi;Tutar;Il;Ilce;Protein;Rutubet;Hektolitre;Sedimantasyon;Gluten;Sune;YabanciMadde
      9;H5;2026-03-02T11:00:00+03:00;2026-03-02;3;BUG1A;ANADOLU KIRMIZI SERT;;2;1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR;1;BUĞDAY;SALON;30000;KG;12,5;TL/kg;375000;KONYA;KARATAY;13,5;10,5;80,5;;;;
      17;G-1;2026-03-02T10:15:00+03:00;2026-03-02;3;BUG1A;ANADOLU KIRMIZI SERT;;2;1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR;1;BUĞDAY;SALON;2000;KG;12,4;TL/kg;24800;KONYA;MERAM;13,25;11,5;79,4;32;28,5;0,8;1,25
      7;H4;2026-03-02T10:00:00+03:00;2026-03-02;3;BUG1A;ANADOLU KIRMIZI SERT;;2;1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR;1;BUĞDAY;SALON;10000;KG;12;TL/kg;120000;KONYA;KARATAY;12,5;11;79;;;;
      "
    `);
    expect(await file('GetUrunFiyatDetayWithAnalizler.csv', '&baslik=dil&lang=en')).toMatchInlineSnapshot(`
      "﻿Lots and analyses
      Group,BUĞDAY (en)
      Class,1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR (en)
      Product,ANADOLU KIRMIZI SERT (en)
      Date range,02/03/2026

      Id,Registration no,Trade time,Trading day,Product id,Product code,Product,Product short name,Class id,Class,Group id,Group,Channel,Quantity,Unit,Unit price,Price unit,Amount (TL),Province,District,Protein (%),Moisture (%),Hectolitre (kg/hl),Sedimentation (ml),Gluten (%),Sunn pest (%),Foreign matter (%)
      9,H5,2026-03-02T11:00:00+03:00,2026-03-02,3,BUG1A,ANADOLU KIRMIZI SERT (en),,2,1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR (en),1,BUĞDAY (en),SALON,30000,KG,12.5,TL/kg,375000,KONYA,KARATAY,13.5,10.5,80.5,,,,
      17,G-1,2026-03-02T10:15:00+03:00,2026-03-02,3,BUG1A,ANADOLU KIRMIZI SERT (en),,2,1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR (en),1,BUĞDAY (en),SALON,2000,KG,12.4,TL/kg,24800,KONYA,MERAM,13.25,11.5,79.4,32,28.5,0.8,1.25
      7,H4,2026-03-02T10:00:00+03:00,2026-03-02,3,BUG1A,ANADOLU KIRMIZI SERT (en),,2,1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR (en),1,BUĞDAY (en),SALON,10000,KG,12,TL/kg,120000,KONYA,KARATAY,12.5,11,79,,,,
      "
    `);
    expect(await file('GetUrunFiyatDetayWithAnalizler.json', '')).toMatchInlineSnapshot(
      `"[{"Id":9,"TescilNo":"H5","IslemZamani":"2026-03-02T11:00:00+03:00","IslemTarih":"2026-03-02","UrunId":3,"UrunKodu":"BUG1A","UrunAdi":"ANADOLU KIRMIZI SERT","UrunKisaAdi":null,"SinifId":2,"SinifAdi":"1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR","GrupId":1,"GrupAdi":"BUĞDAY","Kanal":"SALON","Miktar":30000,"Birim":"KG","BirimFiyat":12.5,"FiyatBirimi":"TL/kg","Tutar":375000,"Il":"KONYA","Ilce":"KARATAY","Protein":13.5,"Rutubet":10.5,"Hektolitre":80.5,"Sedimantasyon":null,"Gluten":null,"Sune":null,"YabanciMadde":null},{"Id":17,"TescilNo":"G-1","IslemZamani":"2026-03-02T10:15:00+03:00","IslemTarih":"2026-03-02","UrunId":3,"UrunKodu":"BUG1A","UrunAdi":"ANADOLU KIRMIZI SERT","UrunKisaAdi":null,"SinifId":2,"SinifAdi":"1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR","GrupId":1,"GrupAdi":"BUĞDAY","Kanal":"SALON","Miktar":2000,"Birim":"KG","BirimFiyat":12.4,"FiyatBirimi":"TL/kg","Tutar":24800,"Il":"KONYA","Ilce":"MERAM","Protein":13.25,"Rutubet":11.5,"Hektolitre":79.4,"Sedimantasyon":32,"Gluten":28.5,"Sune":0.8,"YabanciMadde":1.25},{"Id":7,"TescilNo":"H4","IslemZamani":"2026-03-02T10:00:00+03:00","IslemTarih":"2026-03-02","UrunId":3,"UrunKodu":"BUG1A","UrunAdi":"ANADOLU KIRMIZI SERT","UrunKisaAdi":null,"SinifId":2,"SinifAdi":"1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR","GrupId":1,"GrupAdi":"BUĞDAY","Kanal":"SALON","Miktar":10000,"Birim":"KG","BirimFiyat":12,"FiyatBirimi":"TL/kg","Tutar":120000,"Il":"KONYA","Ilce":"KARATAY","Protein":12.5,"Rutubet":11,"Hektolitre":79,"Sedimantasyon":null,"Gluten":null,"Sune":null,"YabanciMadde":null}]"`,
    );
  });

  it('answers a lot lookup with the lot and its session', async () => {
    const KontrolKodu = printedCheckCode(await checkCodeOf(t.ctx.config, 'G-1'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/LotSorgula',
      payload: { TescilNo: 'G-1', KontrolKodu },
      remoteAddress: '10.201.0.1',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchInlineSnapshot(
      `"{"TescilNo":"G-1","Durum":"AKTIF","IslemTarih":"2026-03-02","IslemZamani":"2026-03-02T10:15:00+03:00","Kanal":"SALON","UrunAdi":"ANADOLU KIRMIZI SERT","SinifId":2,"SinifAdi":"1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR","Birim":"KG","FiyatBirimi":"TL/kg","Miktar":2000,"BirimFiyat":12.4,"Tutar":24800,"Protein":13.25,"Rutubet":11.5,"Hektolitre":79.4,"Sedimantasyon":32,"Gluten":28.5,"Sune":0.8,"YabanciMadde":1.25,"Kesin":true,"SinifOrtalama":12.2298,"Fark":0.1702,"FarkYuzde":1.39,"Sira":2,"LotSayisi":4,"Lotlar":[{"BirimFiyat":12.5,"Miktar":30000,"Kendi":false,"Protein":13.5,"Rutubet":10.5,"Hektolitre":80.5,"Sedimantasyon":null,"Gluten":null,"Sune":null,"YabanciMadde":null},{"BirimFiyat":12.4,"Miktar":2000,"Kendi":true,"Protein":13.25,"Rutubet":11.5,"Hektolitre":79.4,"Sedimantasyon":32,"Gluten":28.5,"Sune":0.8,"YabanciMadde":1.25},{"BirimFiyat":12,"Miktar":10000,"Kendi":false,"Protein":12.5,"Rutubet":11,"Hektolitre":79,"Sedimantasyon":null,"Gluten":null,"Sune":null,"YabanciMadde":null},{"BirimFiyat":11,"Miktar":5000,"Kendi":false,"Protein":11,"Rutubet":null,"Hektolitre":null,"Sedimantasyon":null,"Gluten":null,"Sune":null,"YabanciMadde":null}]}"`,
    );
  });

  it('lists the registration with its analyses on the staff desk', async () => {
    const res = await t.inject(users.operator, {
      method: 'GET',
      url: '/api/v1/Tescil/List?tarih=2026-03-02&kanal=SALON&pageSize=3',
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toMatchInlineSnapshot(
      `"{"Items":[{"TescilNo":"H8","Versiyon":1,"Durum":"IPTAL","IptalNedeni":"Hatalı giriş","IslemZamani":"2026-03-02T10:00:00.000Z","IslemTarih":"2026-03-02","UrunId":3,"Kanal":"SALON","Miktar":1000,"BirimFiyat":20,"Tutar":20000,"AliciUyeId":null,"SaticiUyeId":null,"UrunKodu":"BUG1A","UrunAdi":"ANADOLU KIRMIZI SERT","AliciUyeKodu":null,"SaticiUyeKodu":null,"Il":"KONYA","Ilce":"KARATAY","BasSayisi":null,"CanliAgirlik":null,"Protein":null,"Rutubet":null,"Hektolitre":null,"Sedimantasyon":null,"Gluten":null,"Sune":null,"YabanciMadde":null,"Versiyonlar":[],"KontrolKodu":"BQHK-EYF9"},{"TescilNo":"H5","Versiyon":1,"Durum":"AKTIF","IptalNedeni":null,"IslemZamani":"2026-03-02T08:00:00.000Z","IslemTarih":"2026-03-02","UrunId":3,"Kanal":"SALON","Miktar":30000,"BirimFiyat":12.5,"Tutar":375000,"AliciUyeId":null,"SaticiUyeId":null,"UrunKodu":"BUG1A","UrunAdi":"ANADOLU KIRMIZI SERT","AliciUyeKodu":null,"SaticiUyeKodu":null,"Il":"KONYA","Ilce":"KARATAY","BasSayisi":null,"CanliAgirlik":null,"Protein":13.5,"Rutubet":10.5,"Hektolitre":80.5,"Sedimantasyon":null,"Gluten":null,"Sune":null,"YabanciMadde":null,"Versiyonlar":[],"KontrolKodu":"H5QM-RECX"},{"TescilNo":"H7","Versiyon":1,"Durum":"AKTIF","IptalNedeni":null,"IslemZamani":"2026-03-02T07:30:00.000Z","IslemTarih":"2026-03-02","UrunId":4,"Kanal":"SALON","Miktar":5000,"BirimFiyat":11,"Tutar":55000,"AliciUyeId":null,"SaticiUyeId":null,"UrunKodu":"BUG1B","UrunAdi":"KIRMIZI SERT 2","AliciUyeKodu":null,"SaticiUyeKodu":null,"Il":"KONYA","Ilce":"KARATAY","BasSayisi":null,"CanliAgirlik":null,"Protein":11,"Rutubet":null,"Hektolitre":null,"Sedimantasyon":null,"Gluten":null,"Sune":null,"YabanciMadde":null,"Versiyonlar":[],"KontrolKodu":"5XC9-YK4S"}],"TotalCount":5,"Page":1,"PageSize":3}"`,
    );
  });
});
