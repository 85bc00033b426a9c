import { describe, expect, it } from 'vitest';
import { bulletinEndpoints } from './bulletin.endpoints.js';
import { ENDPOINTS } from './index.js';
import { isOpenDataSource, OPEN_DATA_SOURCES, openDataName, openDataUrl } from './open-data.endpoints.js';
import { reportEndpoints } from './report.endpoints.js';

describe('open data', () => {
  it('lists public GETs of the table with a JSON answer under /api/v1/, each once by its name', () => {
    const names = OPEN_DATA_SOURCES.map(openDataName);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
    for (const e of OPEN_DATA_SOURCES) {
      expect(ENDPOINTS, e.name).toContain(e);
      expect([e.access, e.method, e.response !== null, e.paths[0].startsWith('/api/v1/')], e.name).toEqual([
        'public',
        'GET',
        true,
        true,
      ]);
    }
    expect(names).toContain('GetGunlukBultenDetay');
    expect(names).toContain('SalonSatisSiniflar');
  });

  it('serves no public GET that is not listed: not the reset SMS, KVKK, CMS or ticker texts', () => {
    const others = ENDPOINTS.filter(
      (e) => e.access === 'public' && e.method === 'GET' && !isOpenDataSource(e),
    );
    expect(others.map((e) => e.name).sort()).toEqual([
      'auth.ResetSmsMobilGet',
      'bulletin.GetKayanYazi',
      'bulletin.GetKayanYaziRenkKodu',
      'cms.GetModulOptions',
      'cms.GetValues',
      'kvkk.GetLastKvkk',
      'openData.AcikVeri',
      'system.Health',
      'system.HealthReady',
      'system.LiveStream',
      'system.WebConfig',
    ]);
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
