// The regional board examples of the OpenAPI document.

/** A regional board row of the OpenAPI document. */
export const peerRowExample = {
  SinifId: 2,
  SinifAdi: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
  GrupAdi: 'BUĞDAY',
  BorsaTarih: '2026-03-03',
  BorsaOrtalama: 20.684,
  KomsuId: 1,
  KomsuAdi: 'Polatlı Ticaret Borsası',
  KomsuSehir: 'Ankara',
  KomsuSinifAdi: '1. GRUP KIRMIZI SERT EKMEKLİK BUĞDAY',
  AyniSinifAdi: false,
  KomsuTarih: '2026-03-03',
  KomsuOrtalama: 21.1,
  KomsuMiktar: 125000,
  KomsuIslemSayisi: null,
  KomsuKesin: true,
  Okunma: '2026-03-03T15:12:00.000Z',
  OkunmaYasiDakika: 12,
  Fark: 0.416,
  FarkYuzde: 2.01,
  KomsuBulteni:
    'https://polatli.example/api/v1/Alpha.WebPanel/OnlineKullaniciBulten/GetGunlukBulten/2026-03-03',
};

/** A peer of the OpenAPI document. */
export const peerExample = {
  KomsuId: 1,
  Ad: peerRowExample.KomsuAdi,
  Sehir: peerRowExample.KomsuSehir,
  Tur: 'alpha-webpanel' as const,
  Adres: 'https://polatli.example',
  SonOkunma: peerRowExample.Okunma,
  OkunmaYasiDakika: 12,
  Guncel: true,
};
