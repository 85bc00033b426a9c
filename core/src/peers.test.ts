import { describe, expect, it } from 'vitest';
import {
  classNameKey,
  classNameSimilarity,
  compatPriceE4,
  pricePerKgE4,
  sameNamedClass,
  suggestClasses,
} from './peers.js';

const RED1 = { id: 11, names: ['1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR', 'Group 1 Red Hard Bread Wheats'] };
const RED2 = { id: 12, names: ['2.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR', 'Group 2 Red Hard Bread Wheats'] };
const WHITE1 = { id: 13, names: ['1.GRUP BEYAZ SERT EKMEKLİK BUĞDAYLAR', 'Group 1 White Hard Bread Wheats'] };
const BARLEY = { id: 14, names: ['ARPA (YEMLİK)', 'Barley (Feed)'] };
const CLASSES = [RED1, RED2, WHITE1, BARLEY];

describe('class names of peers', () => {
  it('folds Turkish letters, case, dots and spacing into one key', () => {
    expect(classNameKey('1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR')).toBe(
      '1 GRUP KIRMIZI SERT EKMEKLIK BUGDAYLAR',
    );
    // The same class as other exchanges write it: "1. GRUP", ASCII letters, lower case, extra spaces.
    for (const name of [
      '1. GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
      '1.Grup Kırmızı Sert Ekmeklik Buğdaylar',
      '1 grup  kirmizi sert ekmeklik bugdaylar',
      ' 1.GRUP KIRMIZI SERT EKMEKLIK BUGDAYLAR ',
    ])
      expect(classNameKey(name)).toBe('1 GRUP KIRMIZI SERT EKMEKLIK BUGDAYLAR');
    // Dotless ı and dotted i of Turkish: "ARPA (yemlik)" and "ARPA YEMLİK" are one key.
    expect(classNameKey('ARPA (yemlik)')).toBe(classNameKey('ARPA YEMLİK'));
    expect(classNameKey('ÇAVDAR')).toBe('CAVDAR');
    expect(classNameKey('AYÇİÇEĞİ (YAĞLIK)')).toBe('AYCICEGI YAGLIK');
  });

  it('maps a peer class by itself only when exactly one of ours has the same key', () => {
    expect(sameNamedClass('1. Grup Kırmızı Sert Ekmeklik Buğdaylar', CLASSES)).toBe(11);
    expect(sameNamedClass('Barley (feed)', CLASSES)).toBe(14);
    expect(sameNamedClass('KIRMIZI SERT BUĞDAY', CLASSES)).toBeNull();
    expect(
      sameNamedClass('ARPA', [BARLEY, { id: 15, names: ['arpa'] }, { id: 16, names: ['ARPA.'] }]),
    ).toBeNull();
  });

  it('suggests the likeliest classes, telling group numbers apart', () => {
    const suggestions = suggestClasses('1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAY', CLASSES);
    expect(suggestions[0]).toEqual({ id: 11, score: expect.any(Number) });
    expect(suggestions[0]!.score).toBeGreaterThan(0.9);
    // Group 2 reads alike but carries another number: far below group 1 white, which shares the number.
    const red2 = suggestions.find((s) => s.id === 12);
    const white1 = suggestions.find((s) => s.id === 13);
    expect(white1!.score).toBeGreaterThan(red2?.score ?? 0);
    expect(suggestClasses('MERCİMEK', CLASSES)).toEqual([]);
    expect(classNameSimilarity('', 'ARPA')).toBe(0);
    expect(classNameSimilarity('arpa yemlik', 'ARPA (YEMLİK)')).toBe(1);
  });
});

describe('peer prices', () => {
  it('reads compatibility price strings exactly and refuses every other form', () => {
    expect(compatPriceE4('20,6840')).toBe(206_840);
    expect(compatPriceE4('3196')).toBe(31_960_000);
    expect(compatPriceE4('0,5')).toBe(5_000);
    for (const bad of ['20.6840', '1.234,5000', '-1,0000', '20,68401', '', ' 1,0', '1e3', 'NaN'])
      expect(compatPriceE4(bad)).toBeNull();
  });

  it('converts tonne prices to kilogram prices, rounding half away from zero', () => {
    expect(pricePerKgE4(31_960_000, 'TON')).toBe(31_960);
    expect(pricePerKgE4(31_960_500, 'TON')).toBe(31_961);
    expect(pricePerKgE4(31_960_499, 'TON')).toBe(31_960);
    expect(pricePerKgE4(206_840, 'KG')).toBe(206_840);
  });
});
