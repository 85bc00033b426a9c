// The locale module: how every surface (pages, ticker, charts, hall screen, widget, SMS, PDF, CSV, XLSX)
// writes numbers, amounts, units and dates per language, and how what people type is read back.
export * from './analyses.js';
export * from './changes.js';
export * from './check.js';
export * from './date-fields.js';
export * from './dates.js';
export * from './files.js';
export * from './marks.js';
export * from './numbers.js';
export * from './parse.js';
export * from './rules.js';
export * from './scaled.js';
export * from './units.js';
