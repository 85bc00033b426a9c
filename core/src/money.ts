import { formatScaled } from './locale/scaled.js';

/**
 * Exact money and quantity arithmetic. Prices are integers of 1/10 000 TL per unit (`e4`),
 * amounts integers of 1/10 000 TL, quantities integers of 1/1 000 of the unit (`milli`).
 * Products go through BigInt so no intermediate leaves the safe-integer range.
 */

/** Scale of prices and amounts: 4 decimals. */
export const PRICE_SCALE = 10_000;
/** Scale of quantities: 3 decimals. */
export const QUANTITY_SCALE = 1_000;

/** Divides two BigInts rounding half away from zero. */
export function divRound(numerator: bigint, denominator: bigint): bigint {
  if (denominator === 0n) throw new RangeError('division by zero');
  const negative = numerator < 0n !== denominator < 0n;
  const n = numerator < 0n ? -numerator : numerator;
  const d = denominator < 0n ? -denominator : denominator;
  const q = (n * 2n + d) / (2n * d);
  return negative ? -q : q;
}

/**
 * `divRound` of whole numbers, as a number: in plain numbers while 2·|numerator| + |denominator| is a
 * safe integer (a decade's averages: thousands of them, without a BigInt each), else through BigInt.
 */
function divRoundWhole(numerator: number, denominator: number): number {
  const n = Math.abs(numerator);
  const d = Math.abs(denominator);
  const twice = 2 * n + d;
  if (d === 0 || !Number.isSafeInteger(numerator) || !Number.isSafeInteger(twice))
    return Number(divRound(BigInt(numerator), BigInt(denominator)));
  // Below 2^53 the double quotient of two whole numbers never rounds up to the next whole number (it is
  // at least 1/(2d) below it, more than half its spacing), so its floor is the exact quotient.
  const q = Math.floor(twice / (2 * d));
  return numerator < 0 !== denominator < 0 && q > 0 ? -q : q;
}

/**
 * Amount (e4 TL) of a quantity (milli units) at a unit price (e4 TL). In plain numbers while the product
 * is a safe integer (an import's million trades: no BigInt each), else through BigInt.
 */
export function amountOf(quantityMilli: number, unitPriceE4: number): number {
  const product = quantityMilli * unitPriceE4;
  // Past 2^53 the double product is at least 2^53 (rounding keeps order), so it is never taken as safe.
  if (
    Number.isSafeInteger(quantityMilli) &&
    Number.isSafeInteger(unitPriceE4) &&
    Number.isSafeInteger(product)
  )
    return divRoundWhole(product, QUANTITY_SCALE);
  return Number(divRound(BigInt(quantityMilli) * BigInt(unitPriceE4), BigInt(QUANTITY_SCALE)));
}

/** Weighted average price (e4 TL per unit) = total amount / total quantity, or null without quantity. */
export function weightedAverage(amountE4: number, quantityMilli: number): number | null {
  if (quantityMilli === 0) return null;
  // amountE4 × 1000 is exact while it is a safe integer; beyond, divRoundWhole takes BigInt.
  const scaled = amountE4 * QUANTITY_SCALE;
  if (!Number.isSafeInteger(scaled))
    return Number(divRound(BigInt(amountE4) * BigInt(QUANTITY_SCALE), BigInt(quantityMilli)));
  return divRoundWhole(scaled, quantityMilli);
}

/**
 * Parses a plain decimal string ("20.684", "-3", "1250") into an integer scaled by 10^decimals.
 * Returns null for anything that is not such a number or has more decimals than allowed.
 */
export function parseScaled(text: string, decimals: number, decimalMark: '.' | ',' = '.'): number | null {
  const trimmed = text.trim();
  const pattern = decimalMark === '.' ? /^(-?)(\d+)(?:\.(\d+))?$/ : /^(-?)(\d+)(?:,(\d+))?$/;
  const match = pattern.exec(trimmed);
  if (!match) return null;
  const [, sign, whole, fraction = ''] = match;
  if (fraction.length > decimals) return null;
  const digits = whole + fraction.padEnd(decimals, '0');
  // Up to 15 digits a number holds the integer exactly; longer ones are checked through BigInt.
  if (digits.length > 15 && BigInt(digits) > BigInt(Number.MAX_SAFE_INTEGER)) return null;
  const scaled = Number(digits);
  return sign === '-' ? -scaled : scaled;
}

/** Converts an integer scaled by 10^decimals to a JS number for JSON output. */
export function toDecimal(value: number, decimals: number): number {
  return Number(formatScaled(value, decimals));
}
