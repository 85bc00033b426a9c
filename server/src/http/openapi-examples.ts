import type {
  ArrivalRow,
  ArrivalTotals,
  BulletinDetail,
  BulletinDetailCh,
  Card,
  CardCh,
  CompatBulletinRow,
  CompatGroupCardRow,
  DailyClassCard,
  DayRow,
  DayTotals,
  LiveAnimalRow,
  SessionStatus,
  TradeRow,
  TradeRowCh,
} from '@bulten/core';

/** Example answers shown in the OpenAPI document (shapes checked by the compiler). */

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
const cattle = {
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
const cattleFigures = {
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
const live = { BasSayisi: 12, CanliAgirlik: 5460, BasFiyat: 93250, KgFiyat: 204.9451 };

/** A day row. */
export const dayRowExample: DayRow = {
  ...wheatClass,
  ...figuresExample,
  ...changeExample,
  GecenYilTarih: '2025-03-03',
  GecenYilOrtFiyat: 13.9,
  GecenYilDegisimYuzde: 48.81,
};

/** A crops bulletin detail. */
export const detailExample: BulletinDetail = {
  Tarih: '2026-03-03',
  Kesin: true,
  Kanal: 'TUMU',
  OncekiIslemGunu: '2026-03-02',
  SonrakiIslemGunu: '2026-03-04',
  Satirlar: [dayRowExample],
};

/** A live-animal bulletin detail. */
export const detailChExample: BulletinDetailCh = {
  ...detailExample,
  Satirlar: [{ ...dayRowExample, ...cattle, ...cattleFigures, ...live }],
};

/** A crops card. */
export const cardExample: Card = {
  ...wheatClass,
  IslemTarih: '2026-03-03',
  Kesin: false,
  ...figuresExample,
  ...changeExample,
  Seri: [
    { Tarih: '2026-03-02', OrtFiyat: 20.5 },
    { Tarih: '2026-03-03', OrtFiyat: 20.684 },
  ],
};

/** A live-animal card. */
export const cardChExample: CardCh = { ...cardExample, ...cattle, ...cattleFigures, ...live };

/** A class on the latest trading day. */
export const dailyClassCardExample: DailyClassCard = {
  ...wheatClass,
  SinifKisaAdi: '1.GRUP KIRMIZI SERT',
  IslemTarih: '2026-03-03',
  Kesin: true,
  CanliHayvan: false,
  ...figuresExample,
  ...changeExample,
};

/** A live-animal class with its latest figures. */
export const liveAnimalRowExample: LiveAnimalRow = {
  ...cattle,
  IslemTarih: '2026-03-03',
  Kesin: true,
  ...cattleFigures,
  ...changeExample,
  OncekiOrtFiyat: 92000,
  Degisim: 1250,
  DegisimYuzde: 1.36,
  ...live,
};

/** A compatibility bulletin row (DESIGN.md 5.3). */
export const compatRowExample: CompatBulletinRow = {
  GrupAdi: 'KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
  UrunGrubu: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
  SinifAdi: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
  MinFiyat: '19,5000',
  MaxFiyat: '21,0000',
  AvgFiyat: '20,6840',
  OrtFiyat: '20,6840',
  TopMiktar: 125000,
  Miktar: '125.000',
  GrupMinFiyat: 195000,
  GrupMaxFiyat: 210000,
  GrupOrtFiyat: 206840,
};

/** A compatibility group card row (DESIGN.md 5.3). */
export const compatGroupCardExample: CompatGroupCardRow = {
  IslemTarih: '2026-03-03T00:00:00',
  GrupAdi: 'ARPA',
  UstUrunGrubu: 'TARIM ÜRÜNLERİ',
  GrupKodu: '04',
  MinFiyat: '11,2000',
  OrtFiyat: '11,8412',
  MaxFiyat: '12,4000',
  SatilanMiktar: 840000,
};

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
