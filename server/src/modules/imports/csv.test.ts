import { describe, expect, it } from 'vitest';
import { CsvSyntaxError, detectLayout, foldKey, forEachRecord } from './csv.js';

function records(text: string): Array<[number, string[]]> {
  const seen: Array<[number, string[]]> = [];
  forEachRecord(text, detectLayout(text), (fields, line) => seen.push([line, fields]));
  return seen;
}

describe('CSV reading', () => {
  it('detects the delimiter from the header line and ties the decimal mark to it', () => {
    expect(detectLayout('\uFEFFTescilNo;Miktar\n1;2,5')).toEqual({ delimiter: ';', decimalMark: ',' });
    expect(detectLayout('TescilNo,Miktar\n1;2;3;4')).toEqual({ delimiter: ',', decimalMark: '.' });
    expect(detectLayout('\n\nA;B,C;D\n')).toEqual({ delimiter: ';', decimalMark: ',' });
  });

  it('gives each record the physical line it starts on, across quoted line breaks of any style', () => {
    const lf = 'a;b\n1;"x\ny"\n2;z\n\n3;w\n"4\n\n";5\n6;v';
    expect(records(lf).map(([line]) => line)).toEqual([1, 2, 4, 6, 7, 10]);
    const crlf = 'a;b\r\n1;"x\r\ny"\r\n2;z\r\n\r\n3;w\r\n"4\r\n\r\n";5\r\n6;v\r\n';
    expect(records(crlf)).toEqual([
      [1, ['a', 'b']],
      [2, ['1', 'x\r\ny']],
      [4, ['2', 'z']],
      [6, ['3', 'w']],
      [7, ['4\r\n\r\n', '5']],
      [10, ['6', 'v']],
    ]);
    const mixed = 'a,b\r\n1,"x\ny"\n2,z\r\n';
    expect(records(mixed).map(([line]) => line)).toEqual([1, 2, 4]);
  });

  it('strips the BOM and skips rows made only of delimiters', () => {
    expect(records('\uFEFFa;b\r\n1;2\r\n;\r\n ; \r\n3;4\r\n')).toEqual([
      [1, ['a', 'b']],
      [2, ['1', '2']],
      [5, ['3', '4']],
    ]);
  });

  it('reports broken quoting on the line where the broken record starts', () => {
    const problem = (text: string) => {
      try {
        records(text);
      } catch (error) {
        if (error instanceof CsvSyntaxError) return [error.line, error.message];
      }
      return null;
    };
    expect(problem('a,b\r\n1,"x\r\ny"\r\n\r\n2,"z\r\n3,4\r\n')).toEqual([
      5,
      'a quoted field starting on this record is never closed',
    ]);
    // A quote inside an unquoted field is just a character.
    expect(problem('a,b\n1,2\n3,5"x\n')).toBeNull();
    expect(records('a,b\n3,5"x\n')[1]).toEqual([2, ['3', '5"x']]);
  });

  it('folds header words: case, spaces, underscores and Turkish letters', () => {
    expect(foldKey(' İŞLEM_ZAMANI ')).toBe('islemzamani');
    expect(foldKey('Alıcı Üye Kodu')).toBe('aliciuyekodu');
    expect(foldKey('BAŞ')).toBe('bas');
  });
});
