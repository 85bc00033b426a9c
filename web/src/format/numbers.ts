// Thin re-export: numbers, amounts, units and dates are written by core's locale module for every surface.
export {
  decimalMarker,
  formatCount,
  formatNumber,
  formatSigned,
  NO_VALUE,
  numberFormat,
} from '@bulten/core/plain';
