import type { LotLookup } from '@bulten/core';
import { analysesExample } from '../history/history.examples.js';

/** The OpenAPI example of a lot lookup. */
export const lotLookupExample: LotLookup = {
  TescilNo: '2026-000123',
  Durum: 'AKTIF',
  IslemTarih: '2026-03-04',
  IslemZamani: '2026-03-04T10:15:00+03:00',
  Kanal: 'SALON',
  UrunAdi: 'ANADOLU KIRMIZI SERT',
  SinifId: 2,
  SinifAdi: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
  Birim: 'KG',
  FiyatBirimi: 'TL/kg',
  Miktar: 10000,
  BirimFiyat: 20.5,
  Tutar: 205000,
  ...analysesExample({ Protein: 13.2, Hektolitre: 79.5 }),
  Kesin: true,
  SinifOrtalama: 20.3,
  Fark: 0.2,
  FarkYuzde: 0.99,
  Sira: 1,
  LotSayisi: 2,
  Lotlar: [
    { BirimFiyat: 20.5, Miktar: 10000, Kendi: true, ...analysesExample({ Protein: 13.2, Hektolitre: 79.5 }) },
    { BirimFiyat: 20.1, Miktar: 10000, Kendi: false, ...analysesExample({ Protein: 12.4, Hektolitre: 78 }) },
  ],
};
