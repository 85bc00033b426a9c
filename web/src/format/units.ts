// Thin re-export: numbers, amounts, units and dates are written by core's locale module for every surface.
export { priceUnitText, unitLabel } from '@bulten/core/locale/units';
