import {
  byAnalysisKey,
  type HallClassRow,
  type HallDailyCard,
  type HallSessionRow,
  type SalesReport,
} from '@bulten/core';
import { changeExample } from '../figures/figures.examples.js';
import { lotExample, productDayExample } from '../history/history.examples.js';

/** The exchange sales report of the OpenAPI document (shape checked by the compiler). */
export const salesReportExample: SalesReport = {
  Borsa: 'Bülten Ticaret Borsası',
  Baslangic: '2026-03-01',
  Bitis: '2026-03-31',
  OncekiBaslangic: '2025-03-01',
  OncekiBitis: '2025-03-31',
  Kanal: 'TUMU',
  Toplam: {
    Tutar: 1895400,
    IslemSayisi: 6,
    OncekiTutar: 255000,
    OncekiIslemSayisi: 2,
    TutarDegisimYuzde: 643.29,
  },
  Satirlar: [
    {
      Seviye: 'GROUP',
      GrupId: 1,
      GrupKodu: '01',
      GrupAdi: 'KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
      SinifId: null,
      SinifKodu: null,
      SinifAdi: null,
      UrunId: null,
      UrunKodu: null,
      UrunAdi: null,
      Birim: 'KG',
      FiyatBirimi: 'TL/kg',
      Miktar: 155000,
      Tutar: 1895400,
      IslemSayisi: 6,
      OrtFiyat: 12.2284,
      Pay: 100,
      OncekiMiktar: 25000,
      OncekiTutar: 255000,
      OncekiIslemSayisi: 2,
      OncekiOrtFiyat: 10.2,
      MiktarDegisimYuzde: 520,
      TutarDegisimYuzde: 643.29,
      OrtFiyatDegisimYuzde: 19.89,
    },
  ],
};

/** A class row of the hall report (OpenAPI example). */
export const hallClassExample: HallClassRow = {
  ...productDayExample,
  Seviye: 'CLASS',
  UrunId: null,
  UrunKodu: null,
  UrunAdi: null,
  Kesin: true,
  ...changeExample,
};
/** A product's hall card of a day (OpenAPI example). */
export const hallCardExample: HallDailyCard = {
  ...productDayExample,
  Kesin: true,
  ...changeExample,
  ...byAnalysisKey((a) => lotExample[a.key]),
};
/** A hall session day (OpenAPI example). */
export const hallSessionExample: HallSessionRow = {
  Tarih: '2026-03-03',
  Kesin: true,
  UrunSayisi: 12,
  IslemSayisi: 86,
  Tutar: 31_250_400,
  Miktarlar: [{ Birim: 'KG', Miktar: 1_520_000 }],
};
