import type { Locator } from 'playwright-core';

/** The cell texts (row header first, trimmed) of the rows a selector finds inside a table. */
function rowsOf(table: Locator, rows: string): Promise<string[][]> {
  return table
    .locator(rows)
    .evaluateAll((found) =>
      found.map((row) => [...row.querySelectorAll('th, td')].map((cell) => (cell.textContent ?? '').trim())),
    );
}

/** The texts of a table's body rows, one array of cell texts (row header first) per row. */
export function bodyRows(table: Locator): Promise<string[][]> {
  return rowsOf(table, 'tbody tr');
}

/** The texts of a table's body rows followed by its footer rows (totals). */
export function bodyAndFooterRows(table: Locator): Promise<string[][]> {
  return rowsOf(table, 'tbody tr, tfoot tr');
}

/** The texts of a table's footer rows. */
export function footerRows(table: Locator): Promise<string[][]> {
  return rowsOf(table, 'tfoot tr');
}
