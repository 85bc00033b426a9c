import type { ArrivalRow, ArrivalTotals } from '@bulten/core';

// Example answers of the arrivals in the OpenAPI document (shapes checked by the compiler).

/** An arrival. */
export const arrivalExample: ArrivalRow = {
  Id: 5521,
  GelisZamani: '2026-03-03T08:12:00+03:00',
  UrunId: 3,
  UrunKodu: '010101',
  UrunAdi: 'ANADOLU KIRMIZI SERT',
  SinifAdi: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
  GrupAdi: 'KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
  Birim: 'KG',
  Miktar: 27_000,
  AracSayisi: 1,
  Il: 'KONYA',
  Ilce: 'CUMRA',
  Durum: 'SATILDI',
  DurumAdi: 'Satıldı',
};

/** A day's arrival totals. */
export const arrivalTotalsExample: ArrivalTotals = {
  Birim: 'KG',
  KayitSayisi: 48,
  AracSayisi: 52,
  Miktar: 1_310_000,
  BekleyenMiktar: 210_000,
  SatilanMiktar: 1_100_000,
};
