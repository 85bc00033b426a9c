import { describe, expect, it } from 'vitest';
import { bulletinEndpoints } from './bulletin.endpoints.js';
import { ENDPOINTS } from './index.js';
import { isOpenDataSource, openDataName, openDataUrl } from './open-data.endpoints.js';
import { reportEndpoints } from './report.endpoints.js';

describe('open data', () => {
  it('names every public read once, and no signed-in read', () => {
    const names = ENDPOINTS.filter(isOpenDataSource).map(openDataName);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    expect(ENDPOINTS.filter(isOpenDataSource).filter((e) => e.access !== 'public')).toEqual([]);
    expect(names).toContain('GetGunlukBultenDetay');
    expect(names).toContain('SalonSatisSiniflar');
    expect(names).not.toContain('LiveStream');
    expect(names).not.toContain('WebConfig');
  });

  it('builds stable addresses with the parameters in the query', () => {
    expect(
      openDataUrl(bulletinEndpoints.GetGunlukBultenDetay, 'csv', { date: '2026-11-20', kanal: '' }),
    ).toBe('/api/v1/AcikVeri/GetGunlukBultenDetay.csv?date=2026-11-20');
    expect(
      openDataUrl(reportEndpoints.SalonSatisListesi, 'json', { from: '2026-11-01', to: '2026-11-20' }),
    ).toBe('/api/v1/AcikVeri/SalonSatisListesi.json?from=2026-11-01&to=2026-11-20');
  });
});
