import { SHORT_NAME_MAX, type Unit } from '@bulten/core';
import type { ColumnSpec, RowReader } from './row-reader.js';

/**
 * Columns of a catalogue file; the English names may be left out (the Turkish name is used then). The short
 * names (`…KisaAdi`, `…KisaAdiEn`) are optional too: a file without them keeps the short names staff set, an
 * empty cell clears one.
 */
export const CATALOGUE_COLUMNS = {
  required: ['GrupKodu', 'GrupAdi', 'SinifKodu', 'SinifAdi', 'UrunKodu', 'UrunAdi', 'Birim'],
  optional: [
    'GrupAdiEn',
    'SinifAdiEn',
    'UrunAdiEn',
    'GrupKisaAdi',
    'GrupKisaAdiEn',
    'SinifKisaAdi',
    'SinifKisaAdiEn',
    'UrunKisaAdi',
    'UrunKisaAdiEn',
  ],
} as const satisfies ColumnSpec<string>;

/** A column of a catalogue file. */
export type CatalogueColumn =
  | (typeof CATALOGUE_COLUMNS.required)[number]
  | (typeof CATALOGUE_COLUMNS.optional)[number];

/** A code with its names. */
export interface NamedCode {
  code: string;
  nameTr: string;
  nameEn: string;
  /** Short names (null: none); absent when the file has no short-name column for the level. */
  short?: { tr: string | null; en: string | null };
}

/** The columns of one level's code and names. */
interface LevelColumns {
  code: CatalogueColumn;
  name: CatalogueColumn;
  nameEn: CatalogueColumn;
  short: CatalogueColumn;
  shortEn: CatalogueColumn;
}

const LEVEL_COLUMNS = {
  group: {
    code: 'GrupKodu',
    name: 'GrupAdi',
    nameEn: 'GrupAdiEn',
    short: 'GrupKisaAdi',
    shortEn: 'GrupKisaAdiEn',
  },
  klass: {
    code: 'SinifKodu',
    name: 'SinifAdi',
    nameEn: 'SinifAdiEn',
    short: 'SinifKisaAdi',
    shortEn: 'SinifKisaAdiEn',
  },
  product: {
    code: 'UrunKodu',
    name: 'UrunAdi',
    nameEn: 'UrunAdiEn',
    short: 'UrunKisaAdi',
    shortEn: 'UrunKisaAdiEn',
  },
} as const satisfies Record<string, LevelColumns>;

/** One row of a catalogue file: a product with its class and group. */
export interface CatalogueLine {
  line: number;
  group: NamedCode;
  klass: NamedCode;
  product: NamedCode & { unit: Unit };
}

const UNIT_WORDS: Record<string, Unit> = { kg: 'KG', ton: 'TON', adet: 'ADET', bas: 'BAS' };

/** A short name's cell: null when empty, false (a problem recorded) when too long. */
function shortText(row: RowReader<CatalogueColumn>, column: CatalogueColumn): string | null | false {
  const value = row.raw(column);
  if (value.length <= SHORT_NAME_MAX) return value === '' ? null : value;
  row.fail(column, 'TOO_LONG', { max: SHORT_NAME_MAX });
  return false;
}

// Like the names, a left-out English short name is the Turkish one. Null: a problem was recorded.
function shortNames(row: RowReader<CatalogueColumn>, columns: LevelColumns): NamedCode['short'] | null {
  if (!row.has(columns.short) && !row.has(columns.shortEn)) return undefined;
  const tr = shortText(row, columns.short);
  const en = shortText(row, columns.shortEn);
  return tr === false || en === false ? null : { tr, en: en ?? tr };
}

function named(row: RowReader<CatalogueColumn>, columns: LevelColumns): NamedCode | null {
  const code = row.text(columns.code, true, 32);
  const nameTr = row.text(columns.name, true);
  const nameEn = row.text(columns.nameEn) ?? nameTr;
  const short = shortNames(row, columns);
  if (code === null || nameTr === null || nameEn === null || short === null) return null;
  return short ? { code, nameTr, nameEn, short } : { code, nameTr, nameEn };
}

/** Reads one catalogue row; problems are recorded on the reader and the line is returned only without any. */
export function readCatalogueRow(row: RowReader<CatalogueColumn>): CatalogueLine | null {
  const group = named(row, LEVEL_COLUMNS.group);
  const klass = named(row, LEVEL_COLUMNS.klass);
  const product = named(row, LEVEL_COLUMNS.product);
  const unit = row.choice('Birim', UNIT_WORDS, true);
  if (!group || !klass || !product || !unit) return null;
  return { line: row.lineNumber, group, klass, product: { ...product, unit } };
}

/** What the file says about a code so far, to catch one code with two meanings. */
interface Seen {
  line: number;
  parent: string;
  names: string;
}

/** Checks that each code means one thing across the file (same names, same parent, products once). */
export class CatalogueConsistency {
  private readonly groups = new Map<string, Seen>();
  private readonly classes = new Map<string, Seen>();
  private readonly products = new Map<string, Seen>();

  /** Records a line; every contradiction with an earlier line is reported on the reader. */
  check(row: RowReader<CatalogueColumn>, item: CatalogueLine): void {
    this.same(row, this.groups, ['GrupKodu', 'GrupAdi'], item.group, '', item.line);
    this.same(row, this.classes, ['SinifKodu', 'SinifAdi'], item.klass, item.group.code, item.line);
    const earlier = this.products.get(item.product.code);
    if (earlier) row.fail('UrunKodu', 'PRODUCT_REPEATED', { code: item.product.code, line: earlier.line });
    else this.products.set(item.product.code, { line: item.line, parent: item.klass.code, names: '' });
  }

  private same(
    row: RowReader<CatalogueColumn>,
    seen: Map<string, Seen>,
    [codeColumn, nameColumn]: [CatalogueColumn, CatalogueColumn],
    node: NamedCode,
    parent: string,
    line: number,
  ): void {
    const names = [node.nameTr, node.nameEn, node.short?.tr, node.short?.en].join('\u0000');
    const earlier = seen.get(node.code);
    if (!earlier) {
      seen.set(node.code, { line, parent, names });
      return;
    }
    if (earlier.parent !== parent)
      row.fail(codeColumn, 'OTHER_PARENT', { code: node.code, parent: earlier.parent, line: earlier.line });
    else if (earlier.names !== names)
      row.fail(nameColumn, 'OTHER_NAMES', { code: node.code, line: earlier.line });
  }
}
