import { describe, expect, it } from 'vitest';
import { analysisByKey } from '../analyses.js';
import { analysisLabel, formatAnalysis } from './analyses.js';
import { changeText, priceChangeText } from './changes.js';
import { foreignFormats } from './check.js';
import { decimalMarker } from './marks.js';
import {
  amountText,
  formatAmount,
  formatChangePercent,
  formatCount,
  formatNumber,
  formatPercent,
  formatPrice,
  formatQuantity,
  formatSigned,
  priceText,
} from './numbers.js';
import { fromScaled } from './scaled.js';
import { priceUnitText, quantitiesText, quantityText, unitLabel } from './units.js';

describe('numbers', () => {
  it('group thousands and write decimals the language’s way', () => {
    expect(formatNumber('tr', 1234.5678, 4)).toBe('1.234,5678');
    expect(formatNumber('en', 1234.5678, 4)).toBe('1,234.5678');
    expect(formatNumber('tr', 1234)).toBe('1.234');
    expect(formatNumber('en', 1234)).toBe('1,234');
    expect(formatCount('tr', 1_250_000)).toBe('1.250.000');
    expect(formatCount('en', 1_250_000)).toBe('1,250,000');
    expect(decimalMarker('tr')).toBe(',');
    expect(decimalMarker('en')).toBe('.');
  });

  it('sign every change but one that rounds to zero', () => {
    expect(formatSigned('tr', 0.12, 4)).toBe('+0,1200');
    expect(formatSigned('en', -1.25, 2)).toBe('-1.25');
    expect(formatSigned('tr', -0.00001, 2)).toBe('0,00');
    expect(formatSigned('en', 0, 2)).toBe('0.00');
  });
});

describe('prices and amounts', () => {
  it('write prices with 4 decimals and the API’s price unit', () => {
    expect(formatPrice('tr', 20.684)).toBe('20,6840');
    expect(formatPrice('en', 20.684)).toBe('20.6840');
    expect(formatPrice('tr', null)).toBe('–');
    expect(priceText('tr', 20.905, 'TL/kg')).toBe('20,9050 TL/kg');
    expect(priceText('en', 8990, 'TL/head')).toBe('8,990.0000 TL/head');
    expect(priceText('en', 8990, null)).toBe('8,990.0000');
    expect(priceText('tr', null, 'TL/kg')).toBe('–');
  });

  it('write amounts with 2 decimals, with or without TL', () => {
    expect(formatAmount('tr', 2_585_500)).toBe('2.585.500,00');
    expect(formatAmount('en', 2_585_500.5)).toBe('2,585,500.50');
    expect(amountText('tr', 2_731_029.2)).toBe('2.731.029,20 TL');
    expect(amountText('en', 2_731_029.2)).toBe('2,731,029.20 TL');
  });
});

describe('quantities and units', () => {
  it('show the decimals a quantity has, at most 3', () => {
    expect(formatQuantity('tr', 1_250_000)).toBe('1.250.000');
    expect(formatQuantity('en', 1_250_000)).toBe('1,250,000');
    expect(formatQuantity('tr', 12.5)).toBe('12,5');
    expect(formatQuantity('en', 1234.125)).toBe('1,234.125');
    expect(formatQuantity('tr', 1234.5678)).toBe('1.234,568');
    expect(formatQuantity('en', null)).toBe('–');
  });

  it('name units from one table per language', () => {
    expect(['KG', 'TON', 'ADET', 'BAS'].map((u) => unitLabel('tr', u as 'KG'))).toEqual([
      'kg',
      'ton',
      'adet',
      'baş',
    ]);
    expect(['KG', 'TON', 'ADET', 'BAS'].map((u) => unitLabel('en', u as 'KG'))).toEqual([
      'kg',
      't',
      'pcs',
      'head',
    ]);
    expect(unitLabel('tr', null)).toBe('');
    expect(priceUnitText('tr', 'BAS')).toBe('TL/baş');
    expect(priceUnitText('en', 'BAS')).toBe('TL/head');
    expect(priceUnitText('en', null)).toBe('TL');
  });

  it('write a quantity with its unit, and quantities of several units apart', () => {
    expect(quantityText('tr', 130_640, 'KG')).toBe('130.640 kg');
    expect(quantityText('en', 12, 'BAS')).toBe('12 head');
    expect(quantityText('tr', 12, 'BAS')).toBe('12 baş');
    expect(quantityText('en', 2.5, 'TON')).toBe('2.5 t');
    expect(quantityText('tr', 40, null)).toBe('40');
    const mixed = [
      { Birim: 'KG', Miktar: 1250 },
      { Birim: 'BAS', Miktar: 12 },
    ] as const;
    expect(quantitiesText('tr', mixed)).toBe('1.250 kg · 12 baş');
    expect(quantitiesText('en', mixed)).toBe('1,250 kg · 12 head');
  });
});

describe('percentages and changes', () => {
  it('put the percent sign where each language writes it', () => {
    expect(formatPercent('tr', 12.5)).toBe('%12,50');
    expect(formatPercent('en', 12.5)).toBe('12.50%');
    expect(formatPercent('tr', 1234.5)).toBe('%1.234,50');
    expect(formatPercent('en', null)).toBe('–');
  });

  it('sign changes in percent, not a zero one', () => {
    expect(formatChangePercent('tr', 3.39)).toBe('+%3,39');
    expect(formatChangePercent('tr', -3.39)).toBe('-%3,39');
    expect(formatChangePercent('en', 3.39)).toBe('+3.39%');
    expect(formatChangePercent('en', -3.39)).toBe('-3.39%');
    expect(formatChangePercent('tr', 0)).toBe('%0,00');
    expect(formatChangePercent('en', -0.001)).toBe('0.00%');
  });

  it('write a change as percent, then TL', () => {
    expect(priceChangeText('tr', 0.6413)).toBe('+0,6413 TL');
    expect(priceChangeText('en', -0.6413)).toBe('-0.6413 TL');
    expect(changeText('tr', 3.39, 0.6413)).toBe('+%3,39 (+0,6413 TL)');
    expect(changeText('en', -3.39, -0.6413)).toBe('-3.39% (-0.6413 TL)');
    expect(changeText('en', 1.5, null)).toBe('+1.50%');
    expect(changeText('tr', null, null)).toBe('–');
  });
});

describe('analyses', () => {
  it('label and write an analysis from its descriptor', () => {
    expect(analysisLabel(analysisByKey('Protein'), 'tr')).toBe('Protein (%)');
    expect(analysisLabel(analysisByKey('Hektolitre'), 'en')).toBe('Hectolitre weight (kg/hl)');
    expect(formatAnalysis('tr', 'Protein', 13.254)).toBe('13,25');
    expect(formatAnalysis('en', 'Hektolitre', 1234.5)).toBe('1,234.50');
    expect(formatAnalysis('en', 'Rutubet', null)).toBe('–');
  });
});

describe('exact figures', () => {
  it('write scaled integers without a binary float: the last ten-thousandth of a 16-digit price kept', () => {
    expect(formatPrice('tr', fromScaled(9_007_199_254_740_991, 4))).toBe('900.719.925.474,0991');
    expect(formatAmount('en', fromScaled(9_007_199_254_740_991, 2))).toBe('90,071,992,547,409.91');
    expect(formatPrice('en', fromScaled(206_840, 4))).toBe('20.6840');
    expect(formatPrice('tr', fromScaled(-5, 4))).toBe('-0,0005');
    expect(formatQuantity('tr', fromScaled(25_000_000, 3))).toBe('25.000');
  });
});

describe('foreign formats', () => {
  it('find what a surface wrote another way than its language’s', () => {
    expect(
      foreignFormats('tr', 'Tarih: 20.11.2026 14:05 · 1.234,5678 TL/kg · +%3,39 · -0,6413 TL · 12 baş'),
    ).toEqual([]);
    expect(foreignFormats('en', 'Date: 20/11/2026, 14:05 · 1,234.5678 TL/kg · +3.39% · -0.6413 TL')).toEqual(
      [],
    );
    expect(foreignFormats('tr', 'Tarih: 2026-11-20 · 20/11/2026 · 20.45 · 1234,50 · 85000,0000')).toEqual([
      '2026-11-20',
      '20/11/2026',
      '20.45',
      '1234,50',
      '85000,0000',
    ]);
    expect(foreignFormats('en', '20.11.2026 · 20,45 · 2585500.00 · 1.GRUP')).toEqual([
      '20.11.2026',
      '20,45',
      '2585500.00',
    ]);
    expect(foreignFormats('tr', '1770000,00;145000;-3,50', false)).toEqual([]);
    expect(foreignFormats('tr', '1.770.000,00;1770000.00', false)).toEqual(['1.770.000,00', '1770000.00']);
  });
});
