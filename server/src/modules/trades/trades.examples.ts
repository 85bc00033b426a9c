import type { DayTotals, SessionStatus, TradeRow, TradeRowCh } from '@bulten/core';

// Example answers of the latest trades, the day totals and the session in the OpenAPI document.

/** A latest trade. */
export const tradeExample: TradeRow = {
  Id: 81234,
  TescilNo: 'S2026030300123',
  IslemZamani: '2026-03-03T11:42:10+03:00',
  IslemTarih: '2026-03-03',
  UrunId: 3,
  UrunKodu: '010101',
  UrunAdi: 'ANADOLU KIRMIZI SERT',
  UrunKisaAdi: null,
  SinifId: 2,
  SinifAdi: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
  GrupId: 1,
  GrupAdi: 'KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
  Kanal: 'SALON',
  Miktar: 24500,
  Birim: 'KG',
  BirimFiyat: 20.75,
  FiyatBirimi: 'TL/kg',
  Tutar: 508375,
  Il: 'KONYA',
  Ilce: 'KARATAY',
};

/** A latest live-animal trade. */
export const tradeChExample: TradeRowCh = {
  ...tradeExample,
  UrunAdi: 'DANA',
  SinifAdi: 'BÜYÜKBAŞ',
  GrupAdi: 'CANLI HAYVAN',
  Kanal: 'CANLI_HAYVAN',
  Miktar: 2,
  Birim: 'BAS',
  BirimFiyat: 95000,
  FiyatBirimi: 'TL/baş',
  Tutar: 190000,
  BasSayisi: 2,
  CanliAgirlik: 920,
  KgFiyat: 206.5217,
};

/** A day's totals. */
export const totalsExample: DayTotals = {
  Tarih: '2026-03-03',
  Kesin: true,
  UrunSayisi: 31,
  IslemSayisi: 412,
  Tutar: 98765432.1,
  Miktarlar: [
    { Birim: 'KG', Miktar: 6_250_000 },
    { Birim: 'BAS', Miktar: 85 },
  ],
  Kanallar: [
    { Kanal: 'SALON', IslemSayisi: 260, Tutar: 61234567.8, Miktarlar: [{ Birim: 'KG', Miktar: 3_900_000 }] },
  ],
};

/** The session state. */
export const sessionExample: SessionStatus = {
  Tarih: '2026-03-03',
  Acik: true,
  Kesin: false,
  SeansBaslangic: '09:30',
  SeansBitis: '17:30',
  SonIslemZamani: '2026-03-03T11:42:10+03:00',
  SonIslemGunu: '2026-03-03',
};
