import { describe, expect, it } from 'vitest';
import { priceUnitLabel, quantityUnitLabel, UNITS } from './domain.js';

describe('unit labels', () => {
  it('names every unit and its price in both languages', () => {
    const table = UNITS.map((u) => [
      u,
      quantityUnitLabel(u, 'tr'),
      quantityUnitLabel(u, 'en'),
      priceUnitLabel(u, 'tr'),
      priceUnitLabel(u, 'en'),
    ]);
    expect(table).toEqual([
      ['KG', 'kg', 'kg', 'TL/kg', 'TL/kg'],
      ['TON', 'ton', 't', 'TL/ton', 'TL/t'],
      ['ADET', 'adet', 'pcs', 'TL/adet', 'TL/piece'],
      ['BAS', 'baş', 'head', 'TL/baş', 'TL/head'],
    ]);
  });
});
