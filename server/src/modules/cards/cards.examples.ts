import type { Card, CardCh, LiveAnimalRow } from '@bulten/core';
import {
  cattleClass,
  cattleFiguresExample,
  changeExample,
  figuresExample,
  liveAnimalExample,
  wheatClass,
} from '../figures/figures.examples.js';

// Example answers of the cards in the OpenAPI document (shapes checked by the compiler).

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
export const cardChExample: CardCh = {
  ...cardExample,
  ...cattleClass,
  ...cattleFiguresExample,
  ...liveAnimalExample,
};

/** A live-animal class with its latest figures. */
export const liveAnimalRowExample: LiveAnimalRow = {
  ...cattleClass,
  IslemTarih: '2026-03-03',
  Kesin: true,
  ...cattleFiguresExample,
  ...changeExample,
  OncekiOrtFiyat: 92000,
  Degisim: 1250,
  DegisimYuzde: 1.36,
  ...liveAnimalExample,
};
