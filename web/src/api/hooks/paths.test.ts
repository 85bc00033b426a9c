import { endpointUrl, historyEndpoints, memberEndpoints, reportEndpoints } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { dayBulletinPath } from './use-bulletin-day';
import { latestTradesQuery } from './use-latest-trades';
import { memberPaths } from './use-member-data';
import { archivePath } from './use-price-archive';
import { salesReportPath } from './use-sales-report';

describe('download and list paths', () => {
  it("maps each member list onto its endpoint's parameters (sales: the year of `to`)", () => {
    const m = memberEndpoints;
    const [from, to] = ['2025-12-01', '2026-03-04'];
    expect(memberPaths.registrations(5, from, to, 'csv')).toBe(
      endpointUrl(m.GetTesciller, { from, to }, { format: 'csv' }),
    );
    expect(memberPaths.sales(5, from, to)).toBe(endpointUrl(m.GetSatilanUrun, { memberId: 5, year: 2026 }));
    expect(memberPaths.arrivals(5, from, to, 'xlsx')).toMatch(
      /\/GetGelenUrunler\/5\?from=2025-12-01&to=2026-03-04&format=xlsx$/,
    );
    expect(memberPaths.stock(5, from, to)).toMatch(/\/GetStokListesi\/5$/);
    expect(memberPaths.committees(5, from, to, 'csv')).toMatch(/\/GetUyeMeslekKomiteleri\/5\?format=csv$/);
    expect(memberPaths.purchases(5, from, to)).toMatch(
      /\/GetAlinanUrunMiktarDetay\/5\/2025-12-01\/2026-03-04$/,
    );
  });

  it('leaves the channel out of the sales report for TUMU', () => {
    expect(salesReportPath('2026-03-01', '2026-03-04', 'TUMU', 'pdf')).toBe(
      endpointUrl(
        reportEndpoints.GetBorsaSatisRaporu,
        { from: '2026-03-01', to: '2026-03-04' },
        { format: 'pdf' },
      ),
    );
    expect(salesReportPath('2026-03-01', '2026-03-04', 'SALON')).toMatch(/\/2026-03-04\?kanal=SALON$/);
  });

  it('builds the archive and the day bulletin downloads', () => {
    const s = { itemId: 3, from: '2026-01-01', to: '2026-03-04', channel: 'SALON' };
    expect(archivePath(s, { format: 'xlsx' })).toBe(
      endpointUrl(historyEndpoints.GetOnlineBultenFiyatArsiv, s, { format: 'xlsx' }),
    );
    expect(dayBulletinPath('2026-03-04', true, 'pdf')).toMatch(
      /\/GetGunlukBultenDetayCH\/2026-03-04\?format=pdf$/,
    );
    expect(dayBulletinPath('2026-03-04', false)).toMatch(/\/GetGunlukBultenDetay\/2026-03-04$/);
  });

  it('keeps only the set trade filters, in a stable order', () => {
    const query = latestTradesQuery({ bitis: '12:00', kanal: 'SALON', tarih: '', limit: 5 });
    expect(Object.entries(query)).toEqual([
      ['limit', 5],
      ['kanal', 'SALON'],
      ['bitis', '12:00'],
    ]);
  });
});
