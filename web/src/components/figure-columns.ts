import type { CorrectionField, Language, Unit } from '@bulten/core';
import { amountText, formatAmount } from '../format/amounts';
import { formatCount } from '../format/numbers';
import { formatPrice, priceText } from '../format/prices';
import { formatQuantity, quantityText } from '../format/quantities';
import type { TFunction } from '../i18n/translator';
import type { Column } from './DataTable';

/** The figures of a node over a day or a period, as the API names them (first and last where known). */
export interface FigureRow {
  MinFiyat: number | null;
  MaxFiyat: number | null;
  OrtFiyat: number | null;
  IlkFiyat?: number | null;
  SonFiyat?: number | null;
  FiyatBirimi?: string | null;
  Miktar: number | null;
  Birim?: Unit | null;
  Tutar: number;
  IslemSayisi: number;
}

/**
 * A figure column: prices, quantity, amount, and the number of trades (or hall lots), named as core names the
 * published figures (`CORRECTION_FIELDS`: `average`, `count`), plus first, last and a hall's lots.
 */
export type FigureKey = CorrectionField | 'first' | 'last' | 'lots';

/** The figures block most tables show, in this order. */
export const FIGURE_KEYS: readonly FigureKey[] = ['min', 'max', 'average', 'quantity', 'amount', 'count'];

/** Options of `figureColumns`. */
export interface FigureColumnOptions {
  /** Which figures, in order (default `FIGURE_KEYS`). */
  keys?: readonly FigureKey[];
  /**
   * Units in the headers (a table of one product): `Low (TL/kg)`, `Quantity (kg)`, `Amount (TL)`, bare cells.
   * Without, the cells carry them: the weighted average its price unit, quantity its unit, amount `TL`.
   */
  headerUnits?: { price: string; quantity: string };
}

type Cell = (row: FigureRow, language: Language, inCells: boolean) => string;

const price =
  (pick: (row: FigureRow) => number | null | undefined): Cell =>
  (row, language) =>
    formatPrice(language, pick(row) ?? null);

const CELLS: Record<FigureKey, Cell> = {
  min: price((r) => r.MinFiyat),
  max: price((r) => r.MaxFiyat),
  average: (r, l, inCells) =>
    inCells ? priceText(l, r.OrtFiyat, r.FiyatBirimi) : formatPrice(l, r.OrtFiyat),
  first: price((r) => r.IlkFiyat),
  last: price((r) => r.SonFiyat),
  quantity: (r, l, inCells) => (inCells ? quantityText(l, r.Miktar, r.Birim) : formatQuantity(l, r.Miktar)),
  amount: (r, l, inCells) => (inCells ? amountText(l, r.Tutar) : formatAmount(l, r.Tutar)),
  count: (r, l) => formatCount(l, r.IslemSayisi),
  lots: (r, l) => formatCount(l, r.IslemSayisi),
};

function headerUnit(key: FigureKey, units: FigureColumnOptions['headerUnits']): string {
  if (!units || key === 'count' || key === 'lots') return '';
  if (key === 'amount') return 'TL';
  return key === 'quantity' ? units.quantity : units.price;
}

/**
 * The figures block of a table (min, max, weighted average, first, last, quantity, amount, trades or lots),
 * the one definition every table of figures uses: labels, alignment and the language's number formats.
 */
export function figureColumns<T extends FigureRow>(
  t: TFunction,
  options: FigureColumnOptions = {},
): Column<T>[] {
  const inCells = options.headerUnits === undefined;
  return (options.keys ?? FIGURE_KEYS).map((key) => {
    const unit = headerUnit(key, options.headerUnits);
    const label = t(`figures.${key}`);
    return {
      key,
      label: unit ? `${label} (${unit})` : label,
      numeric: true,
      cell: (row: T, language) => CELLS[key](row, language, inCells),
    };
  });
}
