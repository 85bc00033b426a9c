// Thin re-export: numbers, amounts, units and dates are written by core's locale module for every surface.
export { formatPrice, PRICE_DECIMALS, priceText } from '@bulten/core/locale/numbers';
