import type { Unit } from '@bulten/core';
import type { ColumnSpec, RowReader } from './row-reader.js';

/** Columns of a catalogue file; the English names may be left out (the Turkish name is used then). */
export const CATALOGUE_COLUMNS = {
  required: ['GrupKodu', 'GrupAdi', 'SinifKodu', 'SinifAdi', 'UrunKodu', 'UrunAdi', 'Birim'],
  optional: ['GrupAdiEn', 'SinifAdiEn', 'UrunAdiEn'],
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
}

/** One row of a catalogue file: a product with its class and group. */
export interface CatalogueLine {
  line: number;
  group: NamedCode;
  klass: NamedCode;
  product: NamedCode & { unit: Unit };
}

const UNIT_WORDS: Record<string, Unit> = { kg: 'KG', ton: 'TON', adet: 'ADET', bas: 'BAS' };

function named(
  row: RowReader<CatalogueColumn>,
  codeColumn: CatalogueColumn,
  nameColumn: CatalogueColumn,
  enColumn: CatalogueColumn,
): NamedCode | null {
  const code = row.text(codeColumn, true, 32);
  const nameTr = row.text(nameColumn, true);
  const nameEn = row.text(enColumn) ?? nameTr;
  return code === null || nameTr === null || nameEn === null ? null : { code, nameTr, nameEn };
}

/** Reads one catalogue row; problems are recorded on the reader and the line is returned only without any. */
export function readCatalogueRow(row: RowReader<CatalogueColumn>): CatalogueLine | null {
  const group = named(row, 'GrupKodu', 'GrupAdi', 'GrupAdiEn');
  const klass = named(row, 'SinifKodu', 'SinifAdi', 'SinifAdiEn');
  const product = named(row, 'UrunKodu', 'UrunAdi', 'UrunAdiEn');
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
    const names = `${node.nameTr}\u0000${node.nameEn}`;
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
