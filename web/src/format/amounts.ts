// Thin re-export: numbers, amounts, units and dates are written by core's locale module for every surface.
export { AMOUNT_DECIMALS, amountText, formatAmount } from '@bulten/core/locale/numbers';
