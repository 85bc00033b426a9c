// Thin re-export: numbers, amounts, units and dates are written by core's locale module for every surface.
export { decimalMarker, NO_VALUE, numberFormat } from '@bulten/core/locale/marks';
export { formatCount, formatNumber, formatSigned } from '@bulten/core/locale/numbers';
