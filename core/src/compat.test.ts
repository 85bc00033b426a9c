import { describe, expect, it } from 'vitest';
import { aggregateTrades, combineFigures, type Figures } from './bulletin.js';
import {
  compatBulletinRow,
  compatGroupCardRow,
  compatTopGroupName,
  figuresInKg,
  isMassUnit,
  istanbulIsoTime,
  scaleFigures,
} from './compat.js';
import { amountOf } from './money.js';

function figures(...trades: Array<[quantityMilli: number, priceE4: number]>): Figures {
  return aggregateTrades(
    trades.map(([quantityMilli, unitPriceE4], i) => ({
      id: i + 1,
      tradedAt: `2026-03-02T0${i}:00:00.000Z`,
      quantityMilli,
      unitPriceE4,
      amountE4: amountOf(quantityMilli, unitPriceE4),
    })),
  )!;
}

describe('compatibility rows', () => {
  it('converts ton figures to kilograms and leaves kg and head figures alone', () => {
    // 2 t at 20 684.5 TL/t = 41 369 TL → 2 000 kg at 20,6845 TL/kg.
    const tons = figures([2_000, 206_845_000]);
    const kg = figuresInKg(tons, 'TON');
    expect(kg).toMatchObject({
      quantityMilli: 2_000_000,
      minPriceE4: 206_845,
      maxPriceE4: 206_845,
      amountE4: tons.amountE4,
    });
    expect(figuresInKg(tons, 'KG')).toBe(tons);
    expect(figuresInKg(tons, 'BAS')).toBe(tons);
    expect([
      isMassUnit('KG'),
      isMassUnit('TON'),
      isMassUnit('BAS'),
      isMassUnit('ADET'),
      isMassUnit(null),
    ]).toEqual([true, true, false, false, false]);
  });

  it('combines kg and ton products on a kg basis', () => {
    const combined = combineFigures([
      figuresInKg(figures([1_000_000, 200_000]), 'KG'),
      figuresInKg(figures([1_000, 220_000_000]), 'TON'),
    ])!;
    // 1 000 kg at 20 + 1 000 kg at 22 → 2 000 kg, 42 000 TL, 21 TL/kg.
    expect(combined).toMatchObject({
      quantityMilli: 2_000_000,
      amountE4: 420_000_000,
      minPriceE4: 200_000,
      maxPriceE4: 220_000,
    });
    // Prices ÷ 1000 round half away from zero: 20 684.55 TL/t → 20.6846 TL/kg.
    expect(scaleFigures(figures([1_000, 206_845_500]), 1000).minPriceE4).toBe(206_846);
  });

  it('writes the bulletin row exactly as DESIGN.md 5.3', () => {
    // 100 000 kg at 21 and 25 000 kg at 19.5 → avg (2 100 000 + 487 500) / 125 000 = 20.70
    const klass = figures([100_000_000, 210_000], [25_000_000, 195_000]);
    const group = figures([100_000_000, 210_000], [25_000_000, 195_000], [5_000_000, 230_000]);
    expect(compatBulletinRow({ group: 'G', class: 'C' }, klass, group)).toEqual({
      GrupAdi: 'G',
      UrunGrubu: 'C',
      SinifAdi: 'C',
      MinFiyat: '19,5000',
      MaxFiyat: '21,0000',
      AvgFiyat: '20,7000',
      OrtFiyat: '20,7000',
      TopMiktar: 125_000,
      Miktar: '125.000',
      GrupMinFiyat: 195_000,
      GrupMaxFiyat: 230_000,
      // (2 587 500 + 115 000) / 130 000 = 20.78846… → 20.7885
      GrupOrtFiyat: 207_885,
    });
  });

  it('writes the group card row with the top heading in the language', () => {
    const f = figures([1_234_500, 98_765]);
    expect(
      compatGroupCardRow({ name: 'ARPA', code: '04', liveAnimal: false }, '2026-03-02', f, 'tr'),
    ).toEqual({
      IslemTarih: '2026-03-02T00:00:00',
      GrupAdi: 'ARPA',
      UstUrunGrubu: 'TARIM ÜRÜNLERİ',
      GrupKodu: '04',
      MinFiyat: '9,8765',
      OrtFiyat: '9,8765',
      MaxFiyat: '9,8765',
      SatilanMiktar: 1234.5,
    });
    expect(compatTopGroupName(true, 'tr')).toBe('CANLI HAYVAN');
    expect(compatTopGroupName(true, 'en')).toBe('LIVE ANIMALS');
    expect(compatTopGroupName(false, 'en')).toBe('AGRICULTURAL PRODUCTS');
  });

  it('writes Istanbul wall-clock times with their offset', () => {
    expect(istanbulIsoTime(new Date('2026-03-02T21:01:00.000Z'))).toBe('2026-03-03T00:01:00+03:00');
    expect(istanbulIsoTime(new Date('2026-07-15T06:30:05.900Z'))).toBe('2026-07-15T09:30:05+03:00');
    // Before 2016 Turkey kept summer time at +03:00 and winter time at +02:00.
    expect(istanbulIsoTime(new Date('2015-01-10T10:00:00.000Z'))).toBe('2015-01-10T12:00:00+02:00');
  });
});
