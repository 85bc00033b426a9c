import { closeSync, createReadStream, openSync, type ReadStream, readSync } from 'node:fs';
import { problemText } from '@bulten/core/plain';
import Papa, { type ParseError } from 'papaparse';

/** Field delimiter of an import file. */
export type Delimiter = ',' | ';';

/** How a file writes its fields and decimals. */
export interface CsvLayout {
  delimiter: Delimiter;
  /** `.` in comma-separated files, `,` in semicolon-separated ones (Turkish Excel). */
  decimalMark: '.' | ',';
}

/**
 * A CSV file the parser could not read, at the physical line it stopped on, and why: a problem code (its
 * English text is the message).
 */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    readonly code: 'QUOTE_NOT_CLOSED' | 'TEXT_AFTER_QUOTE',
  ) {
    super(problemText({ code, params: {} }, 'en'));
  }
}

/** Visits one record: its fields and the physical line (1-based) it starts on. */
export type RecordVisitor = (fields: string[], line: number) => void;

const BOM = 0xfeff;
/** U+FEFF in UTF-8: EF BB BF. */
const UTF8_BOM_BYTES = 3;

const startsWithBom = (text: string) => text.charCodeAt(0) === BOM;

/** The text without a leading UTF-8 byte order mark. */
export function stripBom(text: string): string {
  return startsWithBom(text) ? text.slice(1) : text;
}

function count(text: string, needle: string): number {
  let n = 0;
  for (let at = text.indexOf(needle); at !== -1; at = text.indexOf(needle, at + needle.length)) n += 1;
  return n;
}

/** Detects the delimiter from the header line: `;` when it has more semicolons than commas. */
export function detectLayout(text: string): CsvLayout {
  const body = stripBom(text);
  const firstLine = body.trimStart().split(/\r?\n|\r/, 1)[0] ?? '';
  return count(firstLine, ';') > count(firstLine, ',')
    ? { delimiter: ';', decimalMark: ',' }
    : { delimiter: ',', decimalMark: '.' };
}

// A record's line breaks inside its quoted fields, so the next record's physical line is known.
function lineBreaksIn(fields: string[]): number {
  let breaks = 0;
  for (const field of fields) {
    if (field.indexOf('\n') === -1 && field.indexOf('\r') === -1) continue;
    breaks += count(field, '\n') + count(field, '\r') - count(field, '\r\n');
  }
  return breaks;
}

function isBlank(fields: string[]): boolean {
  return fields.every((f) => f.trim() === '');
}

// 1 MiB at a time keeps memory flat: each chunk's records are visited before the next is read.
const CHUNK_BYTES = 1 << 20;

/** A CSV to read: its whole text, or a file read as a stream. */
export type CsvSource = { text: string } | { file: string };

// The first chunk of a file, as text.
function fileHead(file: string): string {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(CHUNK_BYTES);
    const length = readSync(fd, head, 0, head.length, 0);
    return head.subarray(0, length).toString('utf8');
  } finally {
    closeSync(fd);
  }
}

/** The layout of a file, from its first line (read alone, not the whole file). */
export function detectFileLayout(file: string): CsvLayout {
  return detectLayout(fileHead(file));
}

/**
 * Parses a CSV text (BOM or not) record by record with Papa Parse, calling `visit` with each non-blank
 * record (the header first) and the physical line it starts on. Rejects with `CsvSyntaxError` on broken
 * quoting.
 */
export async function forEachRecord(text: string, layout: CsvLayout, visit: RecordVisitor): Promise<void> {
  return forEachRecordOf({ text }, layout, visit);
}

/** `forEachRecord` of a text or of a file, streamed 1 MiB at a time. */
export async function forEachRecordOf(
  source: CsvSource,
  layout: CsvLayout,
  visit: RecordVisitor,
): Promise<void> {
  if (!('file' in source)) return parseRecords(stripBom(source.text), recordEnd(source.text), layout, visit);
  const head = fileHead(source.file);
  // Read from after a byte order mark, not decoded with it: a chunk holding U+FEFF is a two-byte string,
  // and Papa Parse carries each chunk's unfinished last line into the next, so every field of most of
  // the file would be two-byte too (slower to check, and to write out at several times the cost).
  const start = startsWithBom(head) ? UTF8_BOM_BYTES : 0;
  const stream = createReadStream(source.file, { encoding: 'utf8', highWaterMark: CHUNK_BYTES, start });
  const end = recordEnd(head);
  try {
    await parseRecords(stream, end, layout, visit);
  } finally {
    stream.destroy();
  }
}

// Record ends: Papa Parse takes one newline sequence, so `\n` serves `\n` and `\r\n` files alike (a
// `\r\n` record's last unquoted field keeps the `\r`, taken off in `recordFields`; after a closing quote
// Papa Parse skips it as white space), and `\r` serves a file whose first chunk has no `\n` (old Mac
// exports). Quoted fields keep their line breaks as written.
function recordEnd(text: string): RecordEnd {
  const head = text.slice(0, CHUNK_BYTES);
  return head.includes('\n') || !head.includes('\r') ? '\n' : '\r';
}

type RecordEnd = '\n' | '\r';

function recordFields(fields: string[]): string[] {
  const last = fields.length - 1;
  const tail = fields[last];
  if (tail?.endsWith('\r')) fields[last] = tail.slice(0, -1);
  return fields;
}

function syntaxProblem(error: ParseError): CsvSyntaxError['code'] {
  return error.code === 'MissingQuotes' ? 'QUOTE_NOT_CLOSED' : 'TEXT_AFTER_QUOTE';
}

function parseRecords(
  input: string | ReadStream,
  newline: RecordEnd,
  layout: CsvLayout,
  visit: RecordVisitor,
): Promise<void> {
  let line = 1;
  let failure: unknown;
  return new Promise((resolve, reject) => {
    const config = {
      delimiter: layout.delimiter,
      newline,
      beforeFirstChunk: stripBom,
      step: (result: Papa.ParseStepResult<string[]>, parser: Papa.Parser) => {
        const fields = recordFields(result.data);
        const quoting = result.errors.find((error) => error.type === 'Quotes');
        try {
          if (quoting) throw new CsvSyntaxError(line, syntaxProblem(quoting));
          // Rows of bare delimiters (";;;;") are what spreadsheets leave below the data.
          if (!isBlank(fields)) visit(fields, line);
          line += 1 + lineBreaksIn(fields);
        } catch (error) {
          failure = error;
          parser.abort();
        }
      },
      complete: () => (failure === undefined ? resolve() : reject(failure)),
      error: (error: Error) => reject(error),
    } satisfies Papa.ParseLocalConfig<string[], ReadStream>;
    if (typeof input === 'string') Papa.parse(input, config);
    else Papa.parse<string[], ReadStream>(input, config);
  });
}

const TURKISH_FOLD: Record<string, string> = {
  ı: 'i',
  İ: 'i',
  ş: 's',
  Ş: 's',
  ğ: 'g',
  Ğ: 'g',
  ü: 'u',
  Ü: 'u',
  ö: 'o',
  Ö: 'o',
  ç: 'c',
  Ç: 'c',
};

/** A header or code-list word folded for comparison: trimmed, Turkish letters to ASCII, no case, no spaces or `_`. */
export function foldKey(text: string): string {
  return text
    .trim()
    .replace(/[ıİşŞğĞüÜöÖçÇ]/g, (ch) => TURKISH_FOLD[ch] ?? ch)
    .toLowerCase()
    .replace(/[\s_]+/g, '');
}
