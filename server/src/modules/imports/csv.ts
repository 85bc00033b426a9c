import { closeSync, createReadStream, openSync, readSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { finished } from 'node:stream/promises';
import { type Parser, parse } from 'csv-parse';
import { CsvError, parse as parseSync } from 'csv-parse/sync';

/** Field delimiter of an import file. */
export type Delimiter = ',' | ';';

/** How a file writes its fields and decimals. */
export interface CsvLayout {
  delimiter: Delimiter;
  /** `.` in comma-separated files, `,` in semicolon-separated ones (Turkish Excel). */
  decimalMark: '.' | ',';
}

/** A CSV file the parser could not read, at the physical line it stopped on. */
export class CsvSyntaxError extends Error {
  constructor(
    readonly line: number,
    message: string,
  ) {
    super(message);
  }
}

/** Visits one record: its fields and the physical line (1-based) it starts on. */
export type RecordVisitor = (fields: string[], line: number) => void;

const BOM = 0xfeff;

/** The text without a leading UTF-8 byte order mark. */
export function stripBom(text: string): string {
  return text.charCodeAt(0) === BOM ? text.slice(1) : text;
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

// csv-parse counts "\r\n" inside a quoted field as two lines (and a lone \r or \n as one), so line
// numbers are recomputed from the line breaks the fields themselves carry.
function lineBreaksIn(fields: string[]): { breaks: number; crlf: number } {
  let breaks = 0;
  let crlf = 0;
  for (const field of fields) {
    if (field.indexOf('\n') === -1 && field.indexOf('\r') === -1) continue;
    const pairs = count(field, '\r\n');
    crlf += pairs;
    breaks += count(field, '\n') + count(field, '\r') - pairs;
  }
  return { breaks, crlf };
}

function isBlank(fields: string[]): boolean {
  return fields.every((f) => f.trim() === '');
}

function syntaxProblem(error: CsvError): string {
  if (error.code === 'CSV_QUOTE_NOT_CLOSED') return 'a quoted field starting on this record is never closed';
  return error.message.replace(/ at line \d+.*$/, '');
}

// The record that broke starts on the first non-empty line after the last record read.
function firstLineWithTextAfter(text: string, line: number): number {
  const lines = text.split(/\r\n|\n|\r/);
  let at = line;
  while (at < lines.length && lines[at]!.trim() === '') at += 1;
  return Math.min(at + 1, lines.length);
}

function parserOptions(layout: CsvLayout) {
  return {
    bom: true,
    delimiter: layout.delimiter,
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    relax_quotes: true,
  };
}

// When quoting breaks, the stream drops the records it parsed but had not handed over yet. This slower
// pass (csv-parse builds an info object per record) visits those too, after the `visited` already seen,
// and places the error exactly.
function finishAfterSyntaxError(
  body: string,
  layout: CsvLayout,
  visited: number,
  visit: RecordVisitor,
): CsvSyntaxError {
  let crlfSoFar = 0;
  let lastLine = 0;
  let seen = 0;
  try {
    parseSync(body, {
      ...parserOptions(layout),
      skip_empty_lines: true,
      on_record: (fields: string[], context) => {
        const { breaks, crlf } = lineBreaksIn(fields);
        crlfSoFar += crlf;
        lastLine = context.lines - crlfSoFar;
        if (!isBlank(fields) && ++seen > visited) visit(fields, lastLine - breaks);
        return null;
      },
    });
  } catch (error) {
    if (error instanceof CsvError)
      return new CsvSyntaxError(firstLineWithTextAfter(body, lastLine), syntaxProblem(error));
    throw error;
  }
  return new CsvSyntaxError(lastLine + 1, 'unreadable file');
}

// 1 MiB at a time keeps memory flat: each chunk's records are visited before the next is parsed.
const CHUNK_BYTES = 1 << 20;

/** A CSV to read: its whole text, or a file read as a stream (whole only to place a syntax error). */
export type CsvSource = { text: string } | { file: string };

// Waits for the parser to take more; false once it was destroyed (a visitor failed or the CSV broke).
async function drained(parser: Parser): Promise<boolean> {
  if (parser.destroyed) return false;
  await new Promise<void>((resolve) => {
    const done = () => {
      parser.off('drain', done);
      parser.off('close', done);
      resolve();
    };
    parser.on('drain', done);
    parser.on('close', done);
  });
  return !parser.destroyed;
}

async function feed(parser: Parser, source: CsvSource): Promise<void> {
  if ('file' in source) {
    for await (const chunk of createReadStream(source.file, { highWaterMark: CHUNK_BYTES })) {
      if (!parser.write(chunk) && !(await drained(parser))) return;
    }
  } else {
    const bytes = Buffer.from(source.text, 'utf8');
    for (let at = 0; at < bytes.length; at += CHUNK_BYTES) {
      if (!parser.write(bytes.subarray(at, at + CHUNK_BYTES)) && !(await drained(parser))) return;
    }
  }
  parser.end();
}

async function wholeText(source: CsvSource): Promise<string> {
  return stripBom('file' in source ? await readFile(source.file, 'utf8') : source.text);
}

/** The layout of a file, from its first line (read alone, not the whole file). */
export function detectFileLayout(file: string): CsvLayout {
  const fd = openSync(file, 'r');
  try {
    const head = Buffer.alloc(CHUNK_BYTES);
    const length = readSync(fd, head, 0, head.length, 0);
    return detectLayout(head.subarray(0, length).toString('utf8'));
  } finally {
    closeSync(fd);
  }
}

/**
 * Parses a CSV text (BOM or not) record by record with csv-parse, calling `visit` with each non-blank
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
  const parser = parse(parserOptions(layout));
  let line = 1;
  let visited = 0;
  const take = () => {
    for (let fields: string[] | null = parser.read(); fields !== null; fields = parser.read()) {
      // Rows of bare delimiters (";;;;") are what spreadsheets leave below the data.
      if (!isBlank(fields)) {
        visited += 1;
        visit(fields, line);
      }
      line += 1 + lineBreaksIn(fields).breaks;
    }
  };
  // A visitor's failure ends the parse and surfaces below, never as an uncaught event-handler error.
  parser.on('readable', () => {
    try {
      take();
    } catch (error) {
      parser.destroy(error instanceof Error ? error : new Error(String(error)));
    }
  });
  try {
    await Promise.all([feed(parser, source), finished(parser)]);
  } catch (error) {
    if (error instanceof CsvError)
      throw finishAfterSyntaxError(await wholeText(source), layout, visited, visit);
    throw error;
  }
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
