import { API_PREFIX, endpointUrl, kvkkEndpoints, reportEndpoints, systemEndpoints } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { resolveApiUrl } from './url';

const lastKvkk = endpointUrl(kvkkEndpoints.GetLastKvkk);

describe('resolveApiUrl', () => {
  it('leaves a table path alone under the default prefix', () => {
    expect(resolveApiUrl(lastKvkk, API_PREFIX)).toBe(lastKvkk);
    expect(resolveApiUrl(lastKvkk, `${API_PREFIX}/`)).toBe(lastKvkk);
    expect(resolveApiUrl(API_PREFIX, API_PREFIX)).toBe(API_PREFIX);
  });

  it('moves a table path under a configured prefix elsewhere', () => {
    expect(resolveApiUrl(lastKvkk, 'https://api.example.org/api/v1')).toBe(
      `https://api.example.org/api/v1${lastKvkk.slice(API_PREFIX.length)}`,
    );
    expect(resolveApiUrl('/api/v1/A/B?c=1', '/bulten/api/v1/')).toBe('/bulten/api/v1/A/B?c=1');
  });

  it('prepends the API prefix to relative paths, with or without a leading slash', () => {
    expect(resolveApiUrl('A/B', '/api/v1')).toBe('/api/v1/A/B');
    expect(resolveApiUrl('/A/B', '/api/v1/')).toBe('/api/v1/A/B');
    expect(resolveApiUrl('A/B/c', 'https://api.example.org/api/v1')).toBe(
      'https://api.example.org/api/v1/A/B/c',
    );
  });

  it('never prefixes translation files', () => {
    expect(resolveApiUrl('assets/i18n/tr.json', '/api/v1')).toBe('/assets/i18n/tr.json');
    expect(resolveApiUrl('/assets/i18n/en.json', '/api/v1')).toBe('/assets/i18n/en.json');
  });

  it('leaves absolute URLs and other server API roots alone', () => {
    expect(resolveApiUrl('https://rapor.example.org/SalonSatis', '/api/v1')).toBe(
      'https://rapor.example.org/SalonSatis',
    );
    const health = endpointUrl(systemEndpoints.Health);
    expect(resolveApiUrl(health, 'https://api.example.org/api/v1')).toBe(health);
    const selectors = endpointUrl(reportEndpoints.SalonSatisSecimler);
    expect(resolveApiUrl(selectors, '/api/v1')).toBe(selectors);
  });

  it('prefixes a path that only resembles the prefix', () => {
    expect(resolveApiUrl('/api-v1/x', '/api/v1')).toBe('/api/v1/api-v1/x');
    expect(resolveApiUrl('v1/x', '/api/v1')).toBe('/api/v1/v1/x');
  });
});
