// Thin re-export: numbers, amounts, units and dates are written by core's locale module for every surface.
export {
  clockTime,
  dateTimeText,
  formatDate,
  formatDateTime,
  monthName,
} from '@bulten/core/locale/dates';
