import { formatCount } from './locale/numbers.js';
import { formatScaled } from './locale/scaled.js';
import { PRICE_SCALE, QUANTITY_SCALE } from './money.js';

// The compatibility strings of the public JSON rows (DESIGN 5.3), which outside programs parse: always
// Turkish, whatever the request's language. Every other surface writes figures with `locale/`.

/** A price (e4) as the compatibility string: comma decimal, exactly 4 decimals, no grouping ("20,6840"). */
export function trPriceString(priceE4: number): string {
  return formatScaled(priceE4, 4, ',');
}

/** A quantity (milli units) as whole units with dot thousands, no decimals ("125.000"). */
export function trQuantityString(quantityMilli: number): string {
  return formatCount('tr', Math.round(quantityMilli / QUANTITY_SCALE));
}

/** A price (e4) as a JSON number with up to 4 decimals. */
export function priceNumber(priceE4: number): number {
  return priceE4 / PRICE_SCALE;
}

/** An amount (e4 TL) as a JSON number rounded to the kuruş. */
export function amountNumber(amountE4: number): number {
  return Math.round(amountE4 / 100) / 100;
}

/** A quantity (milli units) as a JSON number with up to 3 decimals. */
export function quantityNumber(quantityMilli: number): number {
  return quantityMilli / QUANTITY_SCALE;
}

/** A percentage (hundredths of a percent) as a JSON number with 2 decimals. */
export function percentNumber(percentE2: number): number {
  return percentE2 / 100;
}
