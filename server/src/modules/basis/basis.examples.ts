// The basis examples of the OpenAPI document.

/** A basis board row of the OpenAPI document. */
export const basisRowExample = {
  SinifId: 2,
  SinifAdi: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
  GrupAdi: 'BUĞDAY',
  TuribSinif: 'BUĞDAY EKMEKLİK KIRMIZI 1.SINIF',
  BorsaOrtalama: 14.62,
  TuribOrtalama: 14.2416,
  Fark: 0.3784,
  FarkYuzde: 2.66,
};
