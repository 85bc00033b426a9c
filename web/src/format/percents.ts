// Thin re-export: numbers, amounts, units and dates are written by core's locale module for every surface.
export { formatChangePercent, formatPercent, PERCENT_DECIMALS } from '@bulten/core/locale/numbers';
