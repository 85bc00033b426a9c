import type { CorrectionRow } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { correctedColumns, correctionValue } from './corrections';

const row = (over: Partial<CorrectionRow>): CorrectionRow => ({
  Tarih: '2026-03-03',
  Seviye: 'CLASS',
  GrupId: 1,
  GrupKodu: 'BUG',
  GrupAdi: 'BUĞDAY',
  SinifId: 2,
  SinifKodu: 'BUG1',
  SinifAdi: 'KIRMIZI',
  UrunId: null,
  UrunKodu: null,
  UrunAdi: null,
  Birim: 'KG',
  FiyatBirimi: 'TL/kg',
  CanliHayvan: false,
  Alan: 'min',
  Onceki: 9,
  Sonraki: 10.8,
  Tur: 'IPTAL',
  Zaman: '2026-03-03T12:00:00.000Z',
  ...over,
});

describe('corrections', () => {
  it('writes each field in its own format and unit, in both languages', () => {
    expect(correctionValue('tr', row({}), 10.8)).toBe('10,8000 TL/kg');
    expect(correctionValue('en', row({ Alan: 'quantity' }), 31_000)).toBe('31,000 kg');
    expect(correctionValue('tr', row({ Alan: 'amount' }), 347_800)).toBe('347.800,00 TL');
    expect(correctionValue('tr', row({ Alan: 'count' }), 4)).toBe('4');
    expect(correctionValue('en', row({}), null)).toBe('–');
  });

  it("keeps each node's latest change per column", () => {
    const later = row({ Alan: 'min', Onceki: 10.8, Sonraki: 10.5, Zaman: '2026-03-03T13:00:00.000Z' });
    const map = correctedColumns([
      row({}),
      row({ Alan: 'count' }),
      later,
      row({ UrunId: 7, Alan: 'average' }),
    ]);
    expect([...map.keys()]).toEqual([2, 7]);
    expect([...map.get(2)!.keys()]).toEqual(['min', 'count']);
    expect(map.get(2)!.get('min')).toBe(later);
    expect([...map.get(7)!.keys()]).toEqual(['average']);
  });
});
