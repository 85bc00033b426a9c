import { describe, expect, it } from 'vitest';
import { figure, parseFigure, readFigure, readRounded } from './figures';

describe('parseFigure', () => {
  it.each([
    ['1.234,5678', 1234.5678, '', 4],
    ['20,9050 TL/kg', 20.905, 'TL/kg', 4],
    ['2.731.029,20 TL', 2731029.2, 'TL', 2],
    ['130.640 kg', 130640, 'kg', 0],
    ['%3,39', 3.39, '%', 2],
    ['+%3,39', 3.39, '%', 2],
    ['-%3,39', -3.39, '%', 2],
    ['+3,39 %', 3.39, '%', 2],
    ['-0,6413 TL', -0.6413, 'TL', 4],
    ['−0,6413', -0.6413, '', 4],
    ['0,0000', 0, '', 4],
    ['1 250 000,5', 1250000.5, '', 1],
    ['12', 12, '', 0],
    ['1234', 1234, '', 0],
  ] as const)('reads the Turkish %s', (shown, value, unit, decimals) => {
    expect(parseFigure('tr', shown)).toEqual({ value, unit, decimals });
  });

  it.each([
    ['1,234.5678', 1234.5678, '', 4],
    ['20.9050 TL/kg', 20.905, 'TL/kg', 4],
    ['2,731,029.20 TL', 2731029.2, 'TL', 2],
    ['+3.39%', 3.39, '%', 2],
    ['+3.39 %', 3.39, '%', 2],
    ['-3.39%', -3.39, '%', 2],
    ['3.39%', 3.39, '%', 2],
    ['9 876 543.21', 9876543.21, '', 2],
    ['130,640 head', 130640, 'head', 0],
  ] as const)('reads the English %s', (shown, value, unit, decimals) => {
    expect(parseFigure('en', shown)).toEqual({ value, unit, decimals });
  });

  it.each([
    ['tr', '1,234.5678'],
    ['tr', '20.9050'],
    ['en', '1.234,5678'],
    ['en', '20,9050'],
    ['en', '1,5'],
    ['tr', 'Konya'],
    ['tr', '%3,39 TL'],
    ['tr', ''],
  ] as const)('refuses %s text %s, not written that way', (lang, shown) => {
    expect(() => parseFigure(lang, shown)).toThrow(/not a number written|more than one unit/);
  });
});

describe('readFigure', () => {
  it('reads the dash of a missing figure as null and compares with an API number', () => {
    expect(readFigure('tr', '–')).toBeNull();
    expect(readFigure('tr', ' 20,9050 TL/kg ')).toEqual(figure(20.905, 'TL/kg'));
    expect(readFigure('en', '2,731,029.20 TL')).toEqual(figure(2731029.2, 'TL'));
    expect(figure(null)).toBeNull();
    expect(() => readFigure('tr', null)).toThrow(/no text/);
  });
});

describe('readRounded', () => {
  it('accepts the API number rounded to the shown decimals, and shows the difference otherwise', () => {
    expect(readRounded('tr', '12,82', 12.8191)).toEqual(figure(12.8191));
    expect(readRounded('en', '12.8191', 12.8191)).toEqual(figure(12.8191));
    expect(readRounded('en', '-1,234.5 TL', -1234.46)).toEqual(figure(-1234.46, 'TL'));
    expect(readRounded('tr', '12,81', 12.8191)).toEqual(figure(12.81));
    expect(readRounded('tr', '13', 12.4)).toEqual(figure(13));
  });
});
