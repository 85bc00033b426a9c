import type { HallLotWithAnalyses } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { filterLots, lotFiltersOf, lotSortOf, numberParam, sortLots } from './lot-filter';

const lot = (Id: number, Protein: number | null, Hektolitre: number | null, BirimFiyat: number) =>
  ({
    Id,
    TescilNo: `D${Id}`,
    UrunAdi: 'X',
    BirimFiyat,
    Miktar: 1,
    Tutar: BirimFiyat,
    Protein,
    Hektolitre,
    Rutubet: null,
  }) as HallLotWithAnalyses;

const open = { min: null, max: null };

describe('hall lots filter and sort', () => {
  const lots = [lot(1, 12, 78, 20), lot(2, null, 80, 21), lot(3, 14, null, 19)];

  it('keeps every lot without ranges, and drops lots outside or without a ranged analysis', () => {
    expect(filterLots(lots, { Protein: open, Hektolitre: open }).map((l) => l.Id)).toEqual([1, 2, 3]);
    expect(filterLots(lots, { Protein: { min: 13, max: null }, Hektolitre: open }).map((l) => l.Id)).toEqual([
      3,
    ]);
    expect(filterLots(lots, { Protein: open, Hektolitre: { min: 78, max: 79 } }).map((l) => l.Id)).toEqual([
      1,
    ]);
  });

  it('sorts both ways with missing values last', () => {
    expect(sortLots(lots, 'Protein', 'asc').map((l) => l.Id)).toEqual([1, 3, 2]);
    expect(sortLots(lots, 'Protein', 'desc').map((l) => l.Id)).toEqual([3, 1, 2]);
    expect(sortLots(lots, 'BirimFiyat', 'desc').map((l) => l.Id)).toEqual([2, 1, 3]);
  });

  it('reads the ranges and the sort from the URL', () => {
    expect(lotFiltersOf(new URLSearchParams('pmin=12&hmax=80.50'))).toEqual({
      Protein: { min: 12, max: null },
      Hektolitre: { min: null, max: 80.5 },
    });
    expect(lotSortOf(new URLSearchParams('sirala=Gluten&yon=desc'))).toEqual(['Gluten', 'desc']);
    expect(lotSortOf(new URLSearchParams('sirala=Id'))).toEqual(['TescilNo', 'asc']);
  });

  it('reads plain decimals with a point, as the range fields write them, and nothing else', () => {
    const q = new URLSearchParams('a=12.5&b=x&c=&d=12,5&e=1.234&f=1e3');
    expect(numberParam(q, 'a')).toBe(12.5);
    for (const key of ['b', 'c', 'd', 'e', 'f']) expect(numberParam(q, key), key).toBeNull();
  });
});
