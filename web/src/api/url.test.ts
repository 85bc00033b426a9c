import { describe, expect, it } from 'vitest';
import { resolveApiUrl } from './url';

describe('resolveApiUrl', () => {
  it('prepends the API prefix to API paths, with or without a leading slash', () => {
    expect(resolveApiUrl('KVKK/KvkkMaster/GetLastKvkk', '/api/v1')).toBe(
      '/api/v1/KVKK/KvkkMaster/GetLastKvkk',
    );
    expect(resolveApiUrl('/CMS/GetModulOptions', '/api/v1/')).toBe('/api/v1/CMS/GetModulOptions');
    expect(resolveApiUrl('CMS/GetValues/intro/content', 'https://api.example.org/api/v1')).toBe(
      'https://api.example.org/api/v1/CMS/GetValues/intro/content',
    );
  });

  it('leaves a URL that already has the prefix alone', () => {
    expect(resolveApiUrl('/api/v1/CMS/GetModulOptions', '/api/v1')).toBe('/api/v1/CMS/GetModulOptions');
    expect(resolveApiUrl('/api/v1', '/api/v1')).toBe('/api/v1');
  });

  it('never prefixes translation files', () => {
    expect(resolveApiUrl('assets/i18n/tr.json', '/api/v1')).toBe('/assets/i18n/tr.json');
    expect(resolveApiUrl('/assets/i18n/en.json', '/api/v1')).toBe('/assets/i18n/en.json');
  });

  it('leaves absolute URLs and other server API roots alone', () => {
    expect(resolveApiUrl('https://rapor.example.org/SalonSatis', '/api/v1')).toBe(
      'https://rapor.example.org/SalonSatis',
    );
    expect(resolveApiUrl('/api/health', '/api/v1')).toBe('/api/health');
    expect(resolveApiUrl('/api/v1/Rapor/SalonSatisSecimler', '/api/v1')).toBe(
      '/api/v1/Rapor/SalonSatisSecimler',
    );
  });

  it('prefixes a path that only resembles the prefix', () => {
    expect(resolveApiUrl('/api-v1/x', '/api/v1')).toBe('/api/v1/api-v1/x');
    expect(resolveApiUrl('v1/x', '/api/v1')).toBe('/api/v1/v1/x');
  });
});
