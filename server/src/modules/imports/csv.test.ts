import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { serialize } from 'node:v8';
import { afterAll, describe, expect, it } from 'vitest';
import { CsvSyntaxError, detectLayout, foldKey, forEachRecord, forEachRecordOf } from './csv.js';

// Over the 1 MiB the file is streamed in, so records straddle chunks.
const CHUNK_BYTES_USED = 1024 * 1024;

const folder = mkdtempSync(join(tmpdir(), 'bulten-csv-'));
afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** The same records read from a file, streamed in 1 MiB chunks. */
async function fileRecords(text: string): Promise<Array<[number, string[]]>> {
  const file = join(folder, `records-${Math.random().toString(36).slice(2)}.csv`);
  writeFileSync(file, text);
  const seen: Array<[number, string[]]> = [];
  await forEachRecordOf({ file }, detectLayout(text), (fields, line) => seen.push([line, fields]));
  return seen;
}

async function records(text: string): Promise<Array<[number, string[]]>> {
  const seen: Array<[number, string[]]> = [];
  await forEachRecord(text, detectLayout(text), (fields, line) => seen.push([line, fields]));
  return seen;
}

describe('CSV reading', () => {
  it('detects the delimiter from the header line and ties the decimal mark to it', () => {
    expect(detectLayout('\uFEFFTescilNo;Miktar\n1;2,5')).toEqual({ delimiter: ';', decimalMark: ',' });
    expect(detectLayout('TescilNo,Miktar\n1;2;3;4')).toEqual({ delimiter: ',', decimalMark: '.' });
    expect(detectLayout('\n\nA;B,C;D\n')).toEqual({ delimiter: ';', decimalMark: ',' });
  });

  it('gives each record the physical line it starts on, across quoted line breaks of any style', async () => {
    const lf = 'a;b\n1;"x\ny"\n2;z\n\n3;w\n"4\n\n";5\n6;v';
    expect((await records(lf)).map(([line]) => line)).toEqual([1, 2, 4, 6, 7, 10]);
    const crlf = 'a;b\r\n1;"x\r\ny"\r\n2;z\r\n\r\n3;w\r\n"4\r\n\r\n";5\r\n6;v\r\n';
    expect(await records(crlf)).toEqual([
      [1, ['a', 'b']],
      [2, ['1', 'x\r\ny']],
      [4, ['2', 'z']],
      [6, ['3', 'w']],
      [7, ['4\r\n\r\n', '5']],
      [10, ['6', 'v']],
    ]);
    const mixed = 'a,b\r\n1,"x\ny"\n2,z\r\n';
    expect((await records(mixed)).map(([line]) => line)).toEqual([1, 2, 4]);
  });

  it('reads records ended by LF, CRLF (also mixed, after quoted fields) and lone CR alike', async () => {
    const expected = [
      [1, ['a', 'b']],
      [2, ['1', 'x']],
      [3, ['2', 'y z']],
      [4, ['3', 'w']],
    ];
    expect(await records('a;b\r\n1;"x"\n2;"y z"\r\n3;w\n')).toEqual(expected);
    expect(await records('a;b\r1;"x"\r2;"y z"\r3;w\r')).toEqual(expected);
    expect(await fileRecords('\uFEFFa;b\n1;x\r\n2;"y z"\r\n3;"w"')).toEqual(expected);
  });

  it('reads a streamed file exactly as its text, records straddling the 1 MiB chunks', async () => {
    const rows = ['no;not'];
    for (let i = 0; i < 60_000; i += 1)
      rows.push(`${i};${i % 5 === 0 ? `"çok\r\nsatırlı ${i}"` : `ğüşiöç ${i}`}`);
    const text = `\uFEFF${rows.join('\r\n')}\r\n`;
    expect(Buffer.byteLength(text)).toBeGreaterThan(1.2 * 1024 * 1024);
    const fromFile = await fileRecords(text);
    expect(fromFile).toHaveLength(60_001);
    expect(fromFile).toEqual(await records(text));
    // The broken record starts on the line after the last one read.
    const broken = fileRecords(`${text}x;"open\r\n`);
    await expect(broken).rejects.toBeInstanceOf(CsvSyntaxError);
    await expect(broken).rejects.toMatchObject({ line: fromFile.at(-1)![0] + 1 });
  });

  it('reads an ASCII file with a byte order mark into one-byte strings, as one without', async () => {
    // V8's serialisation tags a string by how it is held: one byte or two per character. A byte order
    // mark decoded with the first chunk made that chunk two-byte, and Papa Parse carries each chunk's
    // unfinished last line into the next one: every field of most of a big file came out two-byte, which
    // the checking thread then wrote out at a fraction of the speed.
    const held = (text: string) => String.fromCharCode(serialize(text)[2]!);
    const rows = ['no;city'];
    for (let i = 0; i < 80_000; i += 1) rows.push(`${i};KONYA ${i}`);
    const text = `${rows.join('\r\n')}\r\n`;
    expect(Buffer.byteLength(text)).toBeGreaterThan(CHUNK_BYTES_USED);
    const plain = (await fileRecords(text)).map(([, fields]) => held(fields[1]!));
    const marked = (await fileRecords(`\uFEFF${text}`)).map(([, fields]) => held(fields[1]!));
    expect(new Set(plain)).toEqual(new Set([held('KONYA')]));
    expect(marked).toEqual(plain);
  });

  it('keeps line numbers exact across parser chunks, also in a file with broken quoting at the end', async () => {
    const rows: string[] = ['no;note'];
    const expected: Array<[number, string]> = [];
    let line = 2;
    for (let i = 0; i < 90_000; i += 1) {
      const note = i % 7 === 0 ? `"çok\r\nsatırlı ${i}"` : `not ${i}`;
      rows.push(`${i};${note}`);
      expected.push([line, String(i)]);
      line += i % 7 === 0 ? 2 : 1;
    }
    const text = `${rows.join('\r\n')}\r\n`;
    // Well over the parser's 1 MiB chunks, so records and quoted line breaks straddle chunk ends.
    expect(text.length).toBeGreaterThan(1.2 * 1024 * 1024);
    const seen = (await records(text)).slice(1).map(([at, fields]): [number, string] => [at, fields[0]!]);
    expect(seen).toEqual(expected);
    const broken: Array<[number, string]> = [];
    const failure = await forEachRecord(`${text}x;"open\r\n`, detectLayout(text), (fields, at) =>
      broken.push([at, fields[0]!]),
    ).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(CsvSyntaxError);
    expect(failure).toMatchObject({
      line,
      code: 'QUOTE_NOT_CLOSED',
      message: 'a quoted field starting on this record is never closed',
    });
    expect(broken.slice(1)).toEqual(expected);
  });

  it('passes a visitor failure on as the rejection', async () => {
    const failing = forEachRecord('a,b\n1,2\n', detectLayout('a,b'), (_fields, line) => {
      if (line === 2) throw new Error('visitor broke');
    });
    await expect(failing).rejects.toThrow('visitor broke');
  });

  it('strips the BOM and skips rows made only of delimiters', async () => {
    expect(await records('\uFEFFa;b\r\n1;2\r\n;\r\n ; \r\n3;4\r\n')).toEqual([
      [1, ['a', 'b']],
      [2, ['1', '2']],
      [5, ['3', '4']],
    ]);
  });

  it('reports broken quoting on the line where the broken record starts', async () => {
    const problem = async (text: string) => {
      try {
        await records(text);
      } catch (error) {
        if (error instanceof CsvSyntaxError) return [error.line, error.message];
      }
      return null;
    };
    expect(await problem('a,b\r\n1,"x\r\ny"\r\n\r\n2,"z\r\n3,4\r\n')).toEqual([
      5,
      'a quoted field starting on this record is never closed',
    ]);
    expect(await problem('a,b\r\n1,2\r\n3,"x"y,4\r\n')).toEqual([
      3,
      'a closing quote is followed by text instead of a delimiter or line end',
    ]);
    // A quote inside an unquoted field is just a character.
    expect(await problem('a,b\n1,2\n3,5"x\n')).toBeNull();
    expect((await records('a,b\n3,5"x\n'))[1]).toEqual([2, ['3', '5"x']]);
  });

  it('folds header words: case, spaces, underscores and Turkish letters', () => {
    expect(foldKey(' İŞLEM_ZAMANI ')).toBe('islemzamani');
    expect(foldKey('Alıcı Üye Kodu')).toBe('aliciuyekodu');
    expect(foldKey('BAŞ')).toBe('bas');
  });
});
