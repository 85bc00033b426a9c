// The locale module: how every surface (pages, ticker, charts, hall screen, widget, SMS, PDF, CSV, XLSX)
// writes numbers, amounts, units and dates per language, and how what people type is read back.
export * from './check.js';
export * from './dates.js';
export * from './figures.js';
export * from './files.js';
export * from './marks.js';
export * from './numbers.js';
export * from './parse.js';
export * from './rules.js';
