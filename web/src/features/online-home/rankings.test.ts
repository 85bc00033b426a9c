import { describe, expect, it } from 'vitest';
import { mostTraded, topMovers } from './rankings';

describe('topMovers and mostTraded', () => {
  const items = [
    { id: 1, DegisimYuzde: 2, Tutar: 10 },
    { id: 2, DegisimYuzde: -3, Tutar: 50 },
    { id: 3, DegisimYuzde: null, Tutar: 30 },
    { id: 4, DegisimYuzde: 5, Tutar: 5 },
    { id: 5, DegisimYuzde: -1, Tutar: 40 },
    { id: 6, DegisimYuzde: 0, Tutar: 1 },
  ];
  it('ranks rises and falls, leaving out unchanged and unknown', () => {
    const { up, down } = topMovers(items, 5);
    expect(up.map((i) => i.id)).toEqual([4, 1]);
    expect(down.map((i) => i.id)).toEqual([2, 5]);
    expect(topMovers(items, 1).up.map((i) => i.id)).toEqual([4]);
  });
  it('ranks by amount', () => {
    expect(mostTraded(items, 3).map((i) => i.id)).toEqual([2, 5, 3]);
  });
});
