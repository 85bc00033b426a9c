import { describe, expect, it } from 'vitest';
import { alphaRow } from '../../../test/fake-peer.js';
import type { PeerFigureInput } from './peer-figures.repository.js';
import { absurdPrice, type PriceReference } from './peers.check.js';
import { parsePeerDay } from './peers.parse.js';
import { dueDays, previousWeekday } from './peers.schedule.js';

const RED = alphaRow({
  group: 'KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
  name: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
  minE4: 195_000,
  maxE4: 210_000,
  avgE4: 206_840,
  kg: 125_000,
});

const detailRow = (more: object) => ({
  Seviye: 'CLASS',
  GrupAdi: 'BUĞDAY',
  SinifKodu: 'BUG1',
  SinifAdi: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
  Birim: 'KG',
  MinFiyat: 19.5,
  MaxFiyat: 21,
  OrtFiyat: 20.684,
  Miktar: 125_000,
  IslemSayisi: 7,
  ...more,
});

describe('parsing a peer’s day', () => {
  it('reads the DESIGN.md 5.3 row exactly, as TL/kg and kg', () => {
    expect(RED).toMatchObject({
      MinFiyat: '19,5000',
      OrtFiyat: '20,6840',
      Miktar: '125.000',
      GrupOrtFiyat: 206_840,
    });
    expect(parsePeerDay('alpha-webpanel', '2026-03-03', [RED])).toEqual({
      ok: true,
      final: null,
      rows: [
        {
          class_name: '1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
          class_code: null,
          group_name: 'KIRMIZI SERT EKMEKLİK BUĞDAYLAR',
          unit: 'KG',
          min_e4: 195_000,
          max_e4: 210_000,
          avg_e4: 206_840,
          quantity_milli: 125_000_000,
          trade_count: null,
        },
      ],
    });
    expect(parsePeerDay('alpha-webpanel', '2026-03-03', [])).toEqual({ ok: true, rows: [], final: null });
  });

  it('refuses another shape, naming where it broke', () => {
    const cases: Array<[unknown, string]> = [
      [{ error: 'bakım' }, '(answer)'],
      [[{ ...RED, OrtFiyat: 20.684 }], '0.OrtFiyat'],
      [[RED, { ...RED, MinFiyat: '19.5000' }], '1.MinFiyat'],
      [[{ ...RED, TopMiktar: '125.000' }], '0.TopMiktar'],
      [[{ ...RED, SinifAdi: '' }], '0.SinifAdi'],
      [[RED, RED], '1.SinifAdi'],
    ];
    for (const [body, where] of cases)
      expect(parsePeerDay('alpha-webpanel', '2026-03-03', body)).toMatchObject({
        ok: false,
        reason: 'SCHEMA',
        detail: { Alan: where },
      });
  });

  it('keeps a Bülten’s class rows of mass units, tonnes as tonnes, and refuses another day', () => {
    const body = {
      Tarih: '2026-03-03',
      Kesin: true,
      Satirlar: [
        detailRow({ Seviye: 'GROUP', SinifKodu: null, SinifAdi: null }),
        detailRow({}),
        detailRow({
          SinifKodu: 'ARP1',
          SinifAdi: 'ARPA',
          Birim: 'TON',
          MinFiyat: 9500,
          MaxFiyat: 9500,
          OrtFiyat: 9500,
          Miktar: 10.5,
          IslemSayisi: 1,
        }),
        detailRow({ Seviye: 'PRODUCT' }),
        detailRow({ SinifAdi: 'FİDAN', Birim: 'ADET' }),
      ],
    };
    const parsed = parsePeerDay('bulten', '2026-03-03', body);
    expect(parsed).toMatchObject({ ok: true, final: true });
    if (!parsed.ok) return;
    expect(parsed.rows.map((r) => [r.class_name, r.unit, r.avg_e4, r.quantity_milli, r.trade_count])).toEqual(
      [
        ['1.GRUP KIRMIZI SERT EKMEKLİK BUĞDAYLAR', 'KG', 206_840, 125_000_000, 7],
        ['ARPA', 'TON', 95_000_000, 10_500_000, 1],
      ],
    );
    expect(parsePeerDay('bulten', '2026-03-04', body)).toEqual({
      ok: false,
      reason: 'WRONG_DAY',
      detail: { Gun: '2026-03-03' },
    });
    const tooFine = { ...body, Satirlar: [detailRow({ OrtFiyat: 20.68401 })] };
    expect(parsePeerDay('bulten', '2026-03-03', tooFine)).toMatchObject({
      reason: 'SCHEMA',
      detail: { Alan: 'Satirlar.0.OrtFiyat' },
    });
  });
});

describe('sanity bounds of a peer’s prices', () => {
  const figure = (more: Partial<PeerFigureInput>): PeerFigureInput => ({
    class_name: 'ARPA',
    class_code: null,
    group_name: 'ARPA',
    unit: 'KG',
    min_e4: 90_000,
    max_e4: 100_000,
    avg_e4: 95_000,
    quantity_milli: 1_000_000,
    trade_count: null,
    ...more,
  });
  const ref =
    (oursPerKgE4: number | null, unit: 'KG' | 'TON' = 'KG'): (() => PriceReference) =>
    () => ({ unit, oursPerKgE4 });

  it('passes sane figures and refuses disordered, empty or sky-high ones', () => {
    expect(absurdPrice([figure({})], ref(null))).toBeNull();
    expect(absurdPrice([figure({ avg_e4: 110_000 })], ref(null))).toEqual({ Sinif: 'ARPA', Fiyat: 11 });
    expect(absurdPrice([figure({ min_e4: 0 })], ref(null))).toMatchObject({ Sinif: 'ARPA' });
    expect(absurdPrice([figure({ quantity_milli: 0 })], ref(null))).toMatchObject({ Sinif: 'ARPA' });
    const sky = figure({ min_e4: 600_000_000, avg_e4: 600_000_000, max_e4: 600_000_000 });
    expect(absurdPrice([sky], ref(null))).toEqual({ Sinif: 'ARPA', Fiyat: 60_000 });
    // The same figure per tonne is 60 TL/kg: sane.
    expect(absurdPrice([sky], ref(null, 'TON'))).toBeNull();
  });

  it('refuses a mapped class four times above or below ours, either way', () => {
    expect(absurdPrice([figure({})], ref(23_750))).toBeNull();
    expect(absurdPrice([figure({})], ref(23_749))).toEqual({ Sinif: 'ARPA', Fiyat: 9.5, Bizim: 2.3749 });
    expect(absurdPrice([figure({})], ref(380_000))).toBeNull();
    expect(absurdPrice([figure({})], ref(380_001))).toEqual({ Sinif: 'ARPA', Fiyat: 9.5, Bizim: 38.0001 });
    // A tonne price read per kg is a thousand times ours.
    const perTonne = figure({ min_e4: 95_000_000, avg_e4: 95_000_000, max_e4: 95_000_000 });
    expect(absurdPrice([perTonne], ref(95_000))).toEqual({ Sinif: 'ARPA', Fiyat: 9500, Bizim: 9.5 });
    expect(absurdPrice([perTonne], ref(95_000, 'TON'))).toBeNull();
  });
});

describe('the reading schedule', () => {
  const env = {
    config: {
      sessionOpen: '09:30',
      sessionClose: '17:30',
      peers: { intervalMinutes: 5, afterCloseMinutes: 30 },
    },
  } as never;
  const at = (iso: string, input: Partial<Parameters<typeof dueDays>[2]> = {}) =>
    dueDays(env, new Date(iso), {
      peer: { retry_at_ms: 0 },
      previous: undefined,
      today: undefined,
      ...input,
    });

  it('steps back over weekends', () => {
    expect(previousWeekday('2026-03-09')).toBe('2026-03-06');
    expect(previousWeekday('2026-03-08')).toBe('2026-03-06');
    expect(previousWeekday('2026-03-04')).toBe('2026-03-03');
  });

  it('reads the previous weekday until final, today from the open, and nothing during a backoff', () => {
    expect(at('2026-03-04T06:00:00Z')).toEqual(['2026-03-03']);
    expect(at('2026-03-04T06:30:00Z', { previous: { final: 1 } })).toEqual(['2026-03-04']);
    expect(at('2026-03-07T10:00:00Z', { previous: { final: 1 } })).toEqual([]);
    const read = { final: 0, fetched_at: '2026-03-04T07:00:00.000Z' };
    expect(at('2026-03-04T07:04:59Z', { previous: { final: 1 }, today: read })).toEqual([]);
    expect(at('2026-03-04T07:05:00Z', { previous: { final: 1 }, today: read })).toEqual(['2026-03-04']);
    expect(at('2026-03-04T15:00:00Z', { previous: { final: 1 }, today: read })).toEqual(['2026-03-04']);
    expect(at('2026-03-04T15:00:00Z', { previous: { final: 1 }, today: { ...read, final: 1 } })).toEqual([]);
    expect(at('2026-03-04T07:05:00Z', { peer: { retry_at_ms: Date.parse('2026-03-04T07:06:00Z') } })).toEqual(
      [],
    );
  });
});
