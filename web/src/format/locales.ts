// Thin re-export: numbers, amounts, units and dates are written by core's locale module for every surface.
export { localeOf } from '@bulten/core/locale/marks';
