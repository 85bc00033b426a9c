// The catalogue examples of the OpenAPI document.

/** The example group of the OpenAPI document. */
export const groupExample = {
  GrupId: 1,
  GrupKodu: '01',
  GrupAdi: 'KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
  CanliHayvan: false,
};

/** The example class of the OpenAPI document. */
export const classExample = {
  SinifId: 2,
  SinifKodu: '0101',
  SinifAdi: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
};

/** The example product of the OpenAPI document. */
export const productExample = {
  UrunId: 3,
  UrunKodu: '010101',
  UrunAdi: 'ANADOLU KIRMIZI SERT',
  Birim: 'KG' as const,
  FiyatBirimi: 'TL/kg',
};
