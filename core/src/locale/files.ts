import type { Language } from '../domain.js';
import { decimalMarker, type Figure, formatFigure, NO_VALUE, numberFormat } from './marks.js';
import {
  AMOUNT_DECIMALS,
  formatAmount,
  formatChangePercent,
  formatCount,
  formatPercent,
  formatPrice,
  formatQuantity,
  PERCENT_DECIMALS,
  PRICE_DECIMALS,
  QUANTITY_DECIMALS,
} from './numbers.js';

/** What a figure is, which decides its decimals on every surface. */
export type FigureKind = 'price' | 'amount' | 'quantity' | 'count' | 'percent' | 'change';

/** Decimals of each kind: exactly so many (`fixed`), or as many as the value has up to so many. */
export const FIGURE_DECIMALS: Readonly<Record<FigureKind, { decimals: number; fixed: boolean }>> = {
  price: { decimals: PRICE_DECIMALS, fixed: true },
  amount: { decimals: AMOUNT_DECIMALS, fixed: true },
  quantity: { decimals: QUANTITY_DECIMALS, fixed: false },
  count: { decimals: 0, fixed: true },
  percent: { decimals: PERCENT_DECIMALS, fixed: true },
  change: { decimals: PERCENT_DECIMALS, fixed: true },
};

const SHOWN: Readonly<Record<FigureKind, (language: Language, value: Figure) => string>> = {
  price: formatPrice,
  amount: formatAmount,
  quantity: formatQuantity,
  count: formatCount,
  percent: formatPercent,
  change: formatChangePercent,
};

/** A figure of a kind as pages and PDFs show it (tr `20,6840`, `2.585.500,00`, `%12,50`, `+%3,39`); `–` without one. */
export function formatKind(language: Language, kind: FigureKind, value: Figure | null): string {
  return value === null ? NO_VALUE : SHOWN[kind](language, value);
}

/**
 * A number in a CSV cell: the language's decimal mark (Turkish Excel reads `12,5`, English `12.5`), no
 * thousands marks (a file's numbers are read back, by spreadsheets and by the import, which refuses them),
 * the kind's decimals; without a kind, the decimals the value has.
 */
export function fileNumber(language: Language, value: Figure, kind?: FigureKind): string {
  const rule = kind ? FIGURE_DECIMALS[kind] : { decimals: 20, fixed: false };
  const format = numberFormat(language, {
    useGrouping: false,
    minimumFractionDigits: rule.fixed ? rule.decimals : 0,
    maximumFractionDigits: rule.decimals,
  });
  return formatFigure(format, value);
}

/**
 * The XLSX display format of a figure (Excel writes it in the reader's own marks): grouped, the kind's
 * decimals; a quantity shows its decimals only when it has some (Excel would end `1,250.` otherwise).
 */
export function xlsxNumberFormat(kind: FigureKind, value: number): string {
  const { decimals, fixed } = FIGURE_DECIMALS[kind];
  if (decimals === 0 || (!fixed && Number.isInteger(value))) return '#,##0';
  return `#,##0.${(fixed ? '0' : '#').repeat(decimals)}`;
}

/** The XLSX display format of a date, in the language's order (tr `dd.mm.yyyy`, en `dd/mm/yyyy`). */
export function xlsxDateFormat(language: Language): string {
  return language === 'tr' ? 'dd.mm.yyyy' : 'dd/mm/yyyy';
}

/** The XLSX display format of an Istanbul date and time (tr `dd.mm.yyyy hh:mm`, en `dd/mm/yyyy, hh:mm`). */
export function xlsxDateTimeFormat(language: Language): string {
  return language === 'tr' ? 'dd.mm.yyyy hh:mm' : 'dd/mm/yyyy", "hh:mm';
}

/** The decimal mark of a CSV file in a language, with its field delimiter (`;` with `,`; `,` with `.`). */
export function csvMarks(language: Language): { delimiter: ';' | ','; decimal: ',' | '.' } {
  return { delimiter: language === 'tr' ? ';' : ',', decimal: decimalMarker(language) };
}
