/** When a class's volumes peak: wheat/barley harvest, corn/sunflower harvest, pulses, livestock, none. */
export type Season = 'summer' | 'autumn' | 'pulse' | 'animal' | 'flat';

/** Which lab analyses a hall lot of a class carries. */
export type AnalysisKind = 'wheat' | 'coarse' | 'seed';

/** Who trades a class: indexes into the committees (1-based codes) for buyers and sellers. */
export type Trade = 'wheat' | 'feed' | 'pulse' | 'oil' | 'animal';

/** Live weight range of one animal of a live-animal product, and the largest lot in heads. */
export interface AnimalSpec {
  minKg: number;
  maxKg: number;
  maxHeads: number;
}

/** A demo product: code, names and its price relative to its class. */
export interface DemoProductSpec {
  code: string;
  nameTr: string;
  nameEn: string;
  factor: number;
  animal?: AnimalSpec;
}

/** A demo class with its price model (TL per kg, or per kg live weight for animals) and volumes. */
export interface DemoClassSpec {
  code: string;
  nameTr: string;
  nameEn: string;
  /** Price level on 2024-01-01 and on 2026-11-24; the trend is exponential between (and beyond). */
  start: number;
  end: number;
  season: Season;
  trade: Trade;
  analysis: AnalysisKind;
  /** Mean hall (SALON) lots and SERBEST registrations per product on an off-season day. */
  salon: number;
  serbest: number;
  products: DemoProductSpec[];
}

/** A demo group. */
export interface DemoGroupSpec {
  code: string;
  nameTr: string;
  nameEn: string;
  classes: DemoClassSpec[];
}

type ProductRow = [nameTr: string, nameEn: string, factor: number, animal?: AnimalSpec];
type ClassOptions = Omit<DemoClassSpec, 'code' | 'nameTr' | 'nameEn' | 'products'>;

function klass(code: string, nameTr: string, nameEn: string, options: ClassOptions, products: ProductRow[]) {
  return {
    code,
    nameTr,
    nameEn,
    ...options,
    products: products.map(([pTr, pEn, factor, animal], i) => ({
      code: `${code}${String(i + 1).padStart(2, '0')}`,
      nameTr: pTr,
      nameEn: pEn,
      factor,
      ...(animal ? { animal } : {}),
    })),
  } satisfies DemoClassSpec;
}

const WHEAT = { season: 'summer', trade: 'wheat', analysis: 'wheat', salon: 1.1, serbest: 0.6 } as const;
const BARLEY = { season: 'summer', trade: 'feed', analysis: 'coarse', salon: 0.9, serbest: 0.6 } as const;
const CORN = { season: 'autumn', trade: 'feed', analysis: 'coarse', salon: 0.7, serbest: 0.7 } as const;
const PULSE = { season: 'pulse', trade: 'pulse', analysis: 'seed', salon: 0.3, serbest: 0.7 } as const;
const OIL = { season: 'autumn', trade: 'oil', analysis: 'seed', salon: 0.4, serbest: 0.6 } as const;
const GRAIN = { season: 'summer', trade: 'feed', analysis: 'coarse', salon: 0.4, serbest: 0.3 } as const;
const ANIMAL = { season: 'animal', trade: 'animal', analysis: 'seed', salon: 0, serbest: 0 } as const;

const RED = 'KIRMIZI SERT EKMEKLİK BUĞDAYLAR';
const WHITE = 'BEYAZ SERT EKMEKLİK BUĞDAYLAR';

/** The demo catalogue: 9 groups, 23 classes, 53 products. */
export const DEMO_GROUPS: DemoGroupSpec[] = [
  {
    code: '01',
    nameTr: RED,
    nameEn: 'Red Hard Bread Wheats',
    classes: [
      klass('0101', `1.GRUP ${RED}`, 'Group 1 Red Hard Bread Wheats', { ...WHEAT, start: 10.0, end: 20.5 }, [
        ['ANADOLU KIRMIZI SERT (BEZOSTAYA-1)', 'Anatolian Red Hard (Bezostaya-1)', 1.0],
        ['ANADOLU KIRMIZI SERT (KONYA-2002)', 'Anatolian Red Hard (Konya-2002)', 0.985],
        ['ANADOLU KIRMIZI SERT (KENANBEY)', 'Anatolian Red Hard (Kenanbey)', 1.02],
      ]),
      klass('0102', `2.GRUP ${RED}`, 'Group 2 Red Hard Bread Wheats', { ...WHEAT, start: 9.6, end: 19.6 }, [
        ['KIRMIZI SERT (BAYRAKTAR-2000)', 'Red Hard (Bayraktar-2000)', 1.0],
        ['KIRMIZI SERT (KIRAÇ-66)', 'Red Hard (Kıraç-66)', 0.98],
        ['KIRMIZI SERT (GEREK-79)', 'Red Hard (Gerek-79)', 0.99],
      ]),
      klass('0103', `3.GRUP ${RED}`, 'Group 3 Red Hard Bread Wheats', { ...WHEAT, start: 9.2, end: 18.6 }, [
        ['KIRMIZI SERT (KARIŞIK)', 'Red Hard (Mixed)', 1.0],
        ['KIRMIZI SERT (DÜŞÜK VASIFLI)', 'Red Hard (Low Grade)', 0.96],
      ]),
    ],
  },
  {
    code: '02',
    nameTr: WHITE,
    nameEn: 'White Hard Bread Wheats',
    classes: [
      klass(
        '0201',
        `1.GRUP ${WHITE}`,
        'Group 1 White Hard Bread Wheats',
        { ...WHEAT, start: 10.2, end: 21.0 },
        [
          ['ANADOLU BEYAZ SERT (TOSUNBEY)', 'Anatolian White Hard (Tosunbey)', 1.0],
          ['ANADOLU BEYAZ SERT (ALTAY-2000)', 'Anatolian White Hard (Altay-2000)', 0.99],
          ['ANADOLU BEYAZ SERT (MÜFİTBEY)', 'Anatolian White Hard (Müfitbey)', 1.015],
        ],
      ),
      klass(
        '0202',
        `2.GRUP ${WHITE}`,
        'Group 2 White Hard Bread Wheats',
        { ...WHEAT, start: 9.7, end: 19.8 },
        [
          ['BEYAZ SERT (ES-26)', 'White Hard (ES-26)', 1.0],
          ['BEYAZ SERT (KARIŞIK)', 'White Hard (Mixed)', 0.975],
        ],
      ),
    ],
  },
  {
    code: '03',
    nameTr: 'DURUM BUĞDAYLARI',
    nameEn: 'Durum Wheats',
    classes: [
      klass(
        '0301',
        '1.GRUP DURUM BUĞDAYLARI',
        'Group 1 Durum Wheats',
        { ...WHEAT, salon: 0.6, start: 11.2, end: 22.5 },
        [
          ['ANADOLU DURUM (KUNDURU-1149)', 'Anatolian Durum (Kunduru-1149)', 1.0],
          ['ANADOLU DURUM (ÇEŞİT-1252)', 'Anatolian Durum (Çeşit-1252)', 1.01],
        ],
      ),
      klass(
        '0302',
        '2.GRUP DURUM BUĞDAYLARI',
        'Group 2 Durum Wheats',
        { ...WHEAT, salon: 0.5, start: 10.6, end: 21.3 },
        [
          ['DURUM (EYYUBİ)', 'Durum (Eyyubi)', 1.0],
          ['DURUM (KARIŞIK)', 'Durum (Mixed)', 0.97],
        ],
      ),
    ],
  },
  {
    code: '04',
    nameTr: 'ARPA',
    nameEn: 'Barley',
    classes: [
      klass('0401', 'ARPA (YEMLİK)', 'Barley (Feed)', { ...BARLEY, start: 7.9, end: 13.6 }, [
        ['ARPA YEMLİK (2 SIRALI)', 'Feed Barley (Two-Row)', 1.0],
        ['ARPA YEMLİK (6 SIRALI)', 'Feed Barley (Six-Row)', 0.975],
        ['ARPA YEMLİK (KARIŞIK)', 'Feed Barley (Mixed)', 0.96],
      ]),
      klass('0402', 'ARPA (MALTLIK)', 'Barley (Malting)', { ...BARLEY, salon: 0.5, start: 8.6, end: 14.6 }, [
        ['ARPA MALTLIK (BOLAYIR)', 'Malting Barley (Bolayır)', 1.0],
        ['ARPA MALTLIK (ANADOLU)', 'Malting Barley (Anatolian)', 0.985],
      ]),
    ],
  },
  {
    code: '05',
    nameTr: 'MISIR',
    nameEn: 'Corn',
    classes: [
      klass('0501', 'MISIR (SARI)', 'Corn (Yellow)', { ...CORN, start: 8.0, end: 12.8 }, [
        ['MISIR SARI (KURU)', 'Yellow Corn (Dry)', 1.0],
        ['MISIR SARI (RUTUBETLİ)', 'Yellow Corn (Wet)', 0.93],
        ['MISIR SARI (ATDİŞİ)', 'Yellow Corn (Dent)', 1.01],
      ]),
      klass('0502', 'MISIR (BEYAZ)', 'Corn (White)', { ...CORN, salon: 0.4, start: 8.4, end: 13.4 }, [
        ['MISIR BEYAZ (KURU)', 'White Corn (Dry)', 1.0],
        ['MISIR BEYAZ (RUTUBETLİ)', 'White Corn (Wet)', 0.93],
      ]),
    ],
  },
  {
    code: '06',
    nameTr: 'BAKLAGİLLER',
    nameEn: 'Pulses',
    classes: [
      klass('0601', 'NOHUT', 'Chickpeas', { ...PULSE, start: 36, end: 56 }, [
        ['NOHUT (8 MM)', 'Chickpeas (8 mm)', 0.95],
        ['NOHUT (9 MM)', 'Chickpeas (9 mm)', 1.05],
        ['NOHUT (KARIŞIK)', 'Chickpeas (Mixed)', 0.9],
      ]),
      klass('0602', 'KIRMIZI MERCİMEK', 'Red Lentils', { ...PULSE, start: 25, end: 39 }, [
        ['KIRMIZI MERCİMEK (BÜTÜN)', 'Red Lentils (Whole)', 1.0],
        ['KIRMIZI MERCİMEK (KABUKLU)', 'Red Lentils (In Hull)', 0.94],
      ]),
      klass('0603', 'YEŞİL MERCİMEK', 'Green Lentils', { ...PULSE, start: 31, end: 50 }, [
        ['YEŞİL MERCİMEK (İRİ)', 'Green Lentils (Large)', 1.04],
        ['YEŞİL MERCİMEK (ORTA)', 'Green Lentils (Medium)', 0.97],
      ]),
      klass('0604', 'KURU FASULYE', 'Dry Beans', { ...PULSE, start: 38, end: 57 }, [
        ['KURU FASULYE (ŞEKER)', 'Dry Beans (Şeker)', 1.04],
        ['KURU FASULYE (DERMASON)', 'Dry Beans (Dermason)', 0.97],
        ['KURU FASULYE (BARBUNYA)', 'Dry Beans (Borlotti)', 1.0],
      ]),
    ],
  },
  {
    code: '07',
    nameTr: 'YAĞLI TOHUMLAR',
    nameEn: 'Oilseeds',
    classes: [
      klass('0701', 'AYÇİÇEĞİ (YAĞLIK)', 'Sunflower Seed (Oil)', { ...OIL, start: 17.5, end: 27 }, [
        ['AYÇİÇEĞİ YAĞLIK', 'Oil Sunflower Seed', 1.0],
        ['AYÇİÇEĞİ YAĞLIK (YÜKSEK OLEİK)', 'Oil Sunflower Seed (High Oleic)', 1.04],
      ]),
      klass(
        '0702',
        'AYÇİÇEĞİ (ÇEREZLİK)',
        'Sunflower Seed (Confectionery)',
        { ...OIL, start: 20, end: 29.5 },
        [
          ['AYÇİÇEĞİ ÇEREZLİK (İRİ)', 'Confectionery Sunflower Seed (Large)', 1.03],
          ['AYÇİÇEĞİ ÇEREZLİK (ORTA)', 'Confectionery Sunflower Seed (Medium)', 0.97],
        ],
      ),
      klass('0703', 'KANOLA', 'Canola', { ...OIL, season: 'summer', start: 17, end: 27.5 }, [
        ['KANOLA (KOLZA)', 'Canola (Rapeseed)', 1.0],
      ]),
      klass('0704', 'SOYA', 'Soybeans', { ...OIL, start: 15, end: 24 }, [
        ['SOYA FASULYESİ', 'Soybeans', 1.0],
      ]),
    ],
  },
  {
    code: '08',
    nameTr: 'ÇAVDAR VE YULAF',
    nameEn: 'Rye and Oats',
    classes: [
      klass('0801', 'ÇAVDAR', 'Rye', { ...GRAIN, start: 7.5, end: 12.5 }, [['ÇAVDAR', 'Rye', 1.0]]),
      klass('0802', 'YULAF', 'Oats', { ...GRAIN, start: 7.8, end: 13.2 }, [
        ['YULAF (BEYAZ)', 'Oats (White)', 1.0],
        ['YULAF (SİYAH)', 'Oats (Black)', 0.95],
      ]),
    ],
  },
  {
    code: '09',
    nameTr: 'CANLI HAYVAN',
    nameEn: 'Live Animals',
    classes: [
      klass('0901', 'BÜYÜKBAŞ', 'Cattle', { ...ANIMAL, start: 125, end: 225 }, [
        ['DANA', 'Calf', 1.0, { minKg: 350, maxKg: 550, maxHeads: 12 }],
        ['DÜVE', 'Heifer', 0.94, { minKg: 320, maxKg: 460, maxHeads: 10 }],
        ['İNEK', 'Cow', 0.8, { minKg: 420, maxKg: 620, maxHeads: 8 }],
        ['TOSUN', 'Young Bull', 1.03, { minKg: 450, maxKg: 650, maxHeads: 10 }],
      ]),
      klass('0902', 'KÜÇÜKBAŞ', 'Sheep and Goats', { ...ANIMAL, start: 130, end: 235 }, [
        ['KOYUN', 'Sheep', 0.92, { minKg: 50, maxKg: 75, maxHeads: 60 }],
        ['KUZU', 'Lamb', 1.1, { minKg: 28, maxKg: 45, maxHeads: 80 }],
        ['KEÇİ', 'Goat', 0.86, { minKg: 38, maxKg: 60, maxHeads: 50 }],
      ]),
    ],
  },
];

/** Hall and live-animal lots per product and day at the live-animal market (off-season). */
export const ANIMAL_LOTS_PER_DAY = 1.6;
