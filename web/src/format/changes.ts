// Thin re-export: numbers, amounts, units and dates are written by core's locale module for every surface.
export { changeText, DIRECTION_ARROWS, type Direction, priceChangeText } from '@bulten/core/locale/changes';
