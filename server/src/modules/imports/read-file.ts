import { CsvSyntaxError, detectLayout, forEachRecord } from './csv.js';
import { type ColumnSpec, ProblemList, RowReader, resolveColumns } from './row-reader.js';

/** Every good row of a file, or every problem of it. */
export type FileRows<T> = { ok: true; items: T[] } | { ok: false; errors: string[] };

/**
 * Reads a whole CSV file: matches the header against `spec`, then reads every record with `readRow`.
 * Any problem anywhere makes the result a list of all problems, in line order.
 */
export async function readRows<C extends string, T>(
  text: string,
  spec: ColumnSpec<C>,
  readRow: (row: RowReader<C>) => T | null,
): Promise<FileRows<T>> {
  const layout = detectLayout(text);
  const problems = new ProblemList();
  const items: T[] = [];
  let reader: RowReader<C> | undefined;
  let headerBroken = false;
  try {
    await forEachRecord(text, layout, (fields, line) => {
      if (headerBroken) return;
      if (!reader) {
        const index = resolveColumns(fields, spec, line, problems);
        headerBroken = !problems.empty;
        reader = new RowReader(index, fields.length, layout.decimalMark, problems);
        return;
      }
      reader.reset(fields, line);
      const item = readRow(reader);
      if (item !== null && problems.empty) items.push(item);
    });
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    problems.add(error.line, 'CSV', error.message);
  }
  if (!reader) problems.add(1, 'header', 'the file is empty');
  return problems.empty ? { ok: true, items } : { ok: false, errors: problems.messages };
}
