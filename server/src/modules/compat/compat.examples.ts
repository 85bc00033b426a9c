import type { CompatBulletinRow, CompatGroupCardRow } from '@bulten/core';

// Example answers of the compatible rows in the OpenAPI document (shapes checked by the compiler).

/** A compatibility bulletin row (DESIGN.md 5.3). */
export const compatRowExample: CompatBulletinRow = {
  GrupAdi: 'KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
  UrunGrubu: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
  SinifAdi: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
  MinFiyat: '19,5000',
  MaxFiyat: '21,0000',
  AvgFiyat: '20,6840',
  OrtFiyat: '20,6840',
  TopMiktar: 125000,
  Miktar: '125.000',
  GrupMinFiyat: 195000,
  GrupMaxFiyat: 210000,
  GrupOrtFiyat: 206840,
};

/** A compatibility group card row (DESIGN.md 5.3). */
export const compatGroupCardExample: CompatGroupCardRow = {
  IslemTarih: '2026-03-03T00:00:00',
  GrupAdi: 'ARPA',
  UstUrunGrubu: 'TARIM ÜRÜNLERİ',
  GrupKodu: '04',
  MinFiyat: '11,2000',
  OrtFiyat: '11,8412',
  MaxFiyat: '12,4000',
  SatilanMiktar: 840000,
};
