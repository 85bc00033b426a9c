// The figure blocks the examples of the OpenAPI document share (a wheat class and a cattle class, their figures and change).

/** The names and units of the example wheat class (the level fields of a figures row). */
export const wheatClass = {
  Seviye: 'CLASS' as const,
  GrupId: 1,
  GrupKodu: '01',
  GrupAdi: 'KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
  SinifId: 2,
  SinifKodu: '0101',
  SinifAdi: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
  UrunId: null,
  UrunKodu: null,
  UrunAdi: null,
  Birim: 'KG' as const,
  FiyatBirimi: 'TL/kg',
};

/** The figures block of an example (min, max, average, first, last, quantity, amount, trades). */
export const figuresExample = {
  MinFiyat: 19.5,
  MaxFiyat: 21,
  OrtFiyat: 20.684,
  IlkFiyat: 19.8,
  SonFiyat: 20.9,
  Miktar: 125000,
  Tutar: 2585500,
  IslemSayisi: 7,
};

/** The change block of an example (against the previous trading day). */
export const changeExample = {
  OncekiTarih: '2026-03-02',
  OncekiOrtFiyat: 20.5,
  Degisim: 0.184,
  DegisimYuzde: 0.9,
  Yon: 'UP' as const,
};

/** The names and units of the example live-animal class (cattle, per head). */
export const cattleClass = {
  ...wheatClass,
  GrupId: 60,
  GrupKodu: '09',
  GrupAdi: 'CANLI HAYVAN',
  SinifId: 61,
  SinifKodu: '0901',
  SinifAdi: 'BÜYÜKBAŞ',
  Birim: 'BAS' as const,
  FiyatBirimi: 'TL/baş',
};

/** The figures block of the live-animal example. */
export const cattleFiguresExample = {
  ...figuresExample,
  MinFiyat: 82000,
  MaxFiyat: 104000,
  OrtFiyat: 93250,
  IlkFiyat: 90000,
  SonFiyat: 95000,
  Miktar: 12,
  Tutar: 1119000,
  IslemSayisi: 5,
};

/** The live-animal fields of an example (heads, live weight, price per head and per kg). */
export const liveAnimalExample = { BasSayisi: 12, CanliAgirlik: 5460, BasFiyat: 93250, KgFiyat: 204.9451 };
