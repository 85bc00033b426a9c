import type { BulletinDetail, BulletinDetailCh, DailyClassCard, DayRow } from '@bulten/core';
import {
  cattleClass,
  cattleFiguresExample,
  changeExample,
  figuresExample,
  liveAnimalExample,
  wheatClass,
} from '../figures/figures.examples.js';

// Example answers of the day bulletin in the OpenAPI document (shapes checked by the compiler).

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
  Satirlar: [{ ...dayRowExample, ...cattleClass, ...cattleFiguresExample, ...liveAnimalExample }],
};

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
