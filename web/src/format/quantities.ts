// Thin re-export: numbers, amounts, units and dates are written by core's locale module for every surface.
export { formatQuantity, QUANTITY_DECIMALS } from '@bulten/core/locale/numbers';
export { quantitiesText, quantityText, type UnitQuantity } from '@bulten/core/locale/units';
