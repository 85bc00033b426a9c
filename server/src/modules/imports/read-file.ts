import type { Problem } from '@bulten/core/plain';
import { type CsvSource, CsvSyntaxError, detectFileLayout, detectLayout, forEachRecordOf } from './csv.js';
import { type ColumnSpec, ProblemList, RowReader, resolveColumns } from './row-reader.js';

/** Every good row of a file, or every problem of it. */
export type FileRows<T> = { ok: true; items: T[] } | { ok: false; problems: Problem[] };

/** What a whole pass over a file found: how many good rows, or every problem. */
export type FileCheck = { ok: true; rows: number } | { ok: false; problems: Problem[] };

/**
 * Reads a whole CSV (text or file, streamed): matches the header against `spec`, then reads every record
 * with `readRow` and hands each good row to `take` while the file has no problem so far. Any problem
 * anywhere makes the result the list of all problems, in line order.
 */
export async function visitRows<C extends string, T>(
  source: CsvSource,
  spec: ColumnSpec<C>,
  readRow: (row: RowReader<C>) => T | null,
  take: (item: T) => void,
): Promise<FileCheck> {
  const layout = 'file' in source ? detectFileLayout(source.file) : detectLayout(source.text);
  const problems = new ProblemList();
  let reader: RowReader<C> | undefined;
  let headerBroken = false;
  let rows = 0;
  try {
    await forEachRecordOf(source, layout, (fields, line) => {
      if (headerBroken) return;
      if (!reader) {
        const index = resolveColumns(fields, spec, line, problems);
        headerBroken = !problems.empty;
        reader = new RowReader(index, fields.length, layout.decimalMark, problems);
        return;
      }
      reader.reset(fields, line);
      const item = readRow(reader);
      if (item !== null && problems.empty) {
        rows += 1;
        take(item);
      }
    });
  } catch (error) {
    if (!(error instanceof CsvSyntaxError)) throw error;
    problems.add(error.line, null, error.code);
  }
  if (!reader) problems.add(1, null, 'EMPTY_FILE');
  return problems.empty ? { ok: true, rows } : { ok: false, problems: problems.problems };
}

/** Reads a whole CSV text into its good rows, or every problem of it (`visitRows` collecting). */
export async function readRows<C extends string, T>(
  text: string,
  spec: ColumnSpec<C>,
  readRow: (row: RowReader<C>) => T | null,
): Promise<FileRows<T>> {
  const items: T[] = [];
  const check = await visitRows({ text }, spec, readRow, (item) => items.push(item));
  return check.ok ? { ok: true, items } : check;
}
