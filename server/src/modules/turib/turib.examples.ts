import type { TuribBulletin } from '@bulten/core';

/** The docs' example: the answer for the test data's 3 March 2026 session (the route test checks it), dated otherwise. */
export const turibExample: TuribBulletin = {
  Tarih: '2026-09-04',
  Endeksler: [
    {
      Kod: 'TBE',
      Ad: 'TÜRİB BUĞDAY ENDEKSİ',
      Deger: 1523.41,
      Onceki: 1518.2,
      Degisim: 5.21,
      DegisimYuzde: 0.34,
      Yon: 'UP',
    },
  ],
  Satirlar: [
    {
      Seans: 'Normal Seans',
      Isin: 'TRXLIDS00012',
      Sinif: 'BUĞDAY EKMEKLİK KIRMIZI 2.SINIF',
      Il: 'KONYA',
      Ilce: 'KARATAY',
      Depo: 'KONYA LİDAŞ',
      Acilis: 14.2,
      EnYuksek: 14.35,
      EnDusuk: 14.1,
      Kapanis: 14.3,
      OrtFiyat: 14.2416,
      Miktar: 250000,
      Tutar: 3560400,
    },
  ],
  Gecikme: '15 dakika gecikmeli',
};
