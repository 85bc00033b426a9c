// Thin re-export: numbers, amounts, units and dates are written by core's locale module for every surface.
export {
  clockTime,
  dateFieldFormat,
  dateTimeText,
  formatDate,
  formatDateTime,
  monthName,
  parseClockText,
  parseDateText,
  parseDateTimeText,
} from '@bulten/core/plain';
