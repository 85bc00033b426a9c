import { closeSync, createReadStream, openSync, readSync } from 'node:fs';

/**
 * A CSV without a double quote anywhere (what the exchange's systems and most spreadsheets write) read
 * without csv-parse: every line is one record, split at the delimiter, as csv-parse splits it (line
 * breaks `\r\n`, `\n` or `\r`; a leading BOM dropped; a blank line a record of one empty field), several
 * times faster. A file with a quote goes through csv-parse.
 */

const QUOTE = 0x22;
const BLOCK_BYTES = 1 << 20;
const BREAK = /\r\n|\n|\r/;

/** True when a file or text holds no `"`, so `forEachPlainRecord` reads it exactly. */
export function isPlain(source: { text: string } | { file: string }): boolean {
  if ('text' in source) return !source.text.includes('"');
  const fd = openSync(source.file, 'r');
  try {
    const block = Buffer.alloc(BLOCK_BYTES);
    for (let at = 0; ; ) {
      const length = readSync(fd, block, 0, block.length, at);
      if (length === 0) return true;
      if (block.subarray(0, length).indexOf(QUOTE) !== -1) return false;
      at += length;
    }
  } finally {
    closeSync(fd);
  }
}

async function* blocksOf(source: { text: string } | { file: string }): AsyncGenerator<string> {
  if ('text' in source) {
    for (let at = 0; at < source.text.length; at += BLOCK_BYTES)
      yield source.text.slice(at, at + BLOCK_BYTES);
    return;
  }
  const stream = createReadStream(source.file, { highWaterMark: BLOCK_BYTES, encoding: 'utf8' });
  for await (const block of stream) {
    if ((block as string).includes('"')) throw new Error(`${source.file} changed while it was read`);
    yield block as string;
  }
}

/**
 * Visits every record of a quote-free CSV (`isPlain`) with its fields and physical line, blank records
 * included (the caller skips them).
 */
export async function forEachPlainRecord(
  source: { text: string } | { file: string },
  delimiter: string,
  visit: (fields: string[], line: number) => void,
): Promise<void> {
  let line = 1;
  let rest = '';
  let first = true;
  for await (const block of blocksOf(source)) {
    let text = rest + block;
    if (first && text.charCodeAt(0) === 0xfeff) text = text.slice(1);
    first = false;
    // A block ending in `\r` may be the first half of `\r\n`: kept for the next one.
    const cut = text.endsWith('\r') ? text.length - 1 : text.length;
    const lines = text.slice(0, cut).split(BREAK);
    rest = lines.pop()! + text.slice(cut);
    for (const record of lines) visit(record.split(delimiter), line++);
  }
  if (rest.endsWith('\r')) rest = rest.slice(0, -1);
  if (rest !== '') visit(rest.split(delimiter), line);
}
