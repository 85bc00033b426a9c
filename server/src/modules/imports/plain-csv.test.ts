import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { forEachPlainRecord, isPlain } from './plain-csv.js';

const dir = mkdtempSync(join(tmpdir(), 'bulten-plain-csv-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

// What csv-parse gives with the import's options, each record with its physical line.
function byCsvParse(text: string): Array<[number, string[]]> {
  const records = parse(text, {
    bom: true,
    delimiter: ';',
    record_delimiter: ['\r\n', '\n', '\r'],
    relax_column_count: true,
    relax_quotes: true,
  }) as string[][];
  return records.map((fields, i) => [i + 1, fields]);
}

async function plain(source: { text: string } | { file: string }): Promise<Array<[number, string[]]>> {
  const seen: Array<[number, string[]]> = [];
  await forEachPlainRecord(source, ';', (fields, line) => seen.push([line, fields]));
  return seen;
}

const TEXTS = [
  '\uFEFFa;b\r\n1;2\r\n\r\n3;4\n\n5\r6;\r\n;;\r\n',
  'a;b\n1;2',
  'a\r\n\r\n',
  'a\r',
  'ş;ğ;\r\nİ;ü\r\r\n',
];

describe('quote-free CSV read line by line', () => {
  it('gives the records and lines csv-parse gives', async () => {
    for (const text of TEXTS) expect(await plain({ text }), JSON.stringify(text)).toEqual(byCsvParse(text));
  });

  it('reads a file across 1 MiB blocks: a line and a \\r\\n split between two, multi-byte letters', async () => {
    const lines = Array.from({ length: 100_000 }, (_, i) => `${i};ÇİĞDEM ${i % 7};${'x'.repeat(i % 13)}`);
    const text = `\uFEFFNo;Ad;X\r\n${lines.join(lines.length % 2 ? '\n' : '\r\n')}\r\n`;
    const file = join(dir, 'big.csv');
    writeFileSync(file, text);
    expect(isPlain({ file })).toBe(true);
    expect(await plain({ file })).toEqual(byCsvParse(text));
    // Every break placed at a block's end: the \r of a \r\n as the last byte of the first block.
    const split = `${'z'.repeat((1 << 20) - 1)}\r\n1;2\r\n`;
    writeFileSync(file, split);
    expect(await plain({ file })).toEqual([
      [1, ['z'.repeat((1 << 20) - 1)]],
      [2, ['1', '2']],
    ]);
  });

  it('leaves a file or text with a quote to csv-parse', () => {
    const file = join(dir, 'quoted.csv');
    writeFileSync(file, `${'a;b\r\n'.repeat(300_000)}"c";d\r\n`);
    expect(isPlain({ file })).toBe(false);
    expect(isPlain({ text: 'a;"b"' })).toBe(false);
    expect(isPlain({ text: 'a;b' })).toBe(true);
  });
});
