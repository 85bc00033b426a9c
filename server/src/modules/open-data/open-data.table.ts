import type { ExportColumn, ExportTable } from '../../http/exports/table-export.js';

/**
 * A JSON answer as a table for CSV: the rows of an array answer, or of the first array of objects inside
 * an object answer (a day's `Satirlar`), or the object itself as one row; one column per field holding
 * plain values (numbers, text, booleans, null), headed by the API's own field name.
 */

type Cell = string | number | null;
type Row = Record<string, unknown>;

const isRecord = (value: unknown): value is Row =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const isPlain = (value: unknown) => value === null || ['string', 'number', 'boolean'].includes(typeof value);

/** The rows an answer holds. */
export function answerRows(answer: unknown): Row[] {
  if (Array.isArray(answer)) return answer.map((item) => (isRecord(item) ? item : { value: item }));
  if (!isRecord(answer)) return [{ value: answer }];
  const inner = Object.values(answer).find(
    (value) => Array.isArray(value) && value.length > 0 && value.every(isRecord),
  );
  return inner ? (inner as Row[]) : [answer];
}

function cell(value: unknown): Cell {
  if (value === null || value === undefined) return null;
  if (typeof value === 'number' || typeof value === 'string') return value;
  return String(value);
}

/** An answer as an export table (`title` names the sheet). */
export function answerTable(answer: unknown, title: string): ExportTable<Row> {
  const rows = answerRows(answer);
  const keys: string[] = [];
  for (const row of rows)
    for (const [key, value] of Object.entries(row)) if (isPlain(value) && !keys.includes(key)) keys.push(key);
  const columns: ExportColumn<Row>[] = keys.map((key) => ({
    header: { tr: key, en: key },
    kind: 'text',
    value: (row) => cell(row[key]),
  }));
  return { title, columns, rows };
}
