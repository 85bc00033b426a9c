import type { CorrectionRow } from '@bulten/core';

/** A correction row of the OpenAPI document (shape checked by the compiler). */
export const correctionExample: CorrectionRow = {
  Tarih: '2026-11-20',
  Seviye: 'CLASS',
  GrupId: 1,
  GrupKodu: 'HUB',
  GrupAdi: 'Hububat',
  SinifId: 2,
  SinifKodu: 'BUG',
  SinifAdi: 'Buğday',
  UrunId: null,
  UrunKodu: null,
  UrunAdi: null,
  Birim: 'KG',
  FiyatBirimi: 'TL/kg',
  CanliHayvan: false,
  Alan: 'average',
  Onceki: 11.8125,
  Sonraki: 11.7954,
  Tur: 'DUZELTME',
  Zaman: '2026-11-20T15:10:00.000Z',
};
