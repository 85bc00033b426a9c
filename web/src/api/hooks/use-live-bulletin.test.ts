import type { TradeRow } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { withLiveRow } from './use-live-bulletin';

function row(Id: number, time: string, more: Partial<TradeRow> = {}): TradeRow {
  return {
    Id,
    TescilNo: `T-${Id}`,
    IslemZamani: `2026-11-20T${time}:00+03:00`,
    IslemTarih: '2026-11-20',
    UrunId: 3,
    UrunKodu: 'BUG1A',
    UrunAdi: 'ANADOLU KIRMIZI SERT',
    UrunKisaAdi: null,
    SinifId: 2,
    SinifAdi: 'KIRMIZI',
    GrupId: 1,
    GrupAdi: 'BUĞDAY',
    Kanal: 'SALON',
    Miktar: 10,
    Birim: 'KG',
    BirimFiyat: 20.5,
    FiyatBirimi: 'TL/kg',
    Tutar: 205,
    Il: null,
    Ilce: null,
    ...more,
  };
}

const ids = (rows: TradeRow[] | null) => rows?.map((r) => r.Id) ?? null;

describe('withLiveRow', () => {
  const list = [row(5, '10:00'), row(4, '09:30'), row(2, '09:00')];

  it('puts a new trade in its place, newest first, within the limit', () => {
    expect(ids(withLiveRow(list, row(9, '10:00'), { limit: 3 }))).toEqual([9, 5, 4]);
    expect(ids(withLiveRow(list, row(8, '09:45'), {}))).toEqual([5, 8, 4, 2]);
  });

  it('replaces the earlier version of a corrected trade', () => {
    const corrected = withLiveRow(list, row(4, '10:30', { Miktar: 99 }), { limit: 50 });
    expect(ids(corrected)).toEqual([4, 5, 2]);
    expect(corrected?.[0]?.Miktar).toBe(99);
  });

  it('keeps it out of a list whose filter does not show it, and leaves time windows to the server', () => {
    expect(withLiveRow(list, row(9, '10:00'), { grupId: 7 })).toBeNull();
    expect(withLiveRow(list, row(9, '10:00'), { kanal: 'SERBEST' })).toBeNull();
    expect(withLiveRow(list, row(9, '10:00'), { tarih: '2026-11-19' })).toBeNull();
    expect(ids(withLiveRow(list, row(4, '10:00', { SinifId: 6 }), { sinifId: 2 }))).toEqual([5, 2]);
    expect(withLiveRow(list, row(9, '10:00'), { baslangic: '09:00' })).toBeNull();
    expect(ids(withLiveRow(list, row(9, '10:00'), { grupId: 1, sinifId: 2, kanal: 'SALON' }))).toEqual([
      9, 5, 4, 2,
    ]);
  });
});
