// Thin re-export: numbers, amounts, units and dates are written by core's locale module for every surface.
export {
  formatQuantity,
  QUANTITY_DECIMALS,
  quantitiesText,
  quantityText,
  type UnitQuantity,
} from '@bulten/core/plain';
