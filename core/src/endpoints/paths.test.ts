import { describe, expect, it } from 'vitest';
import { ENDPOINTS } from './index.js';
import { ENDPOINT_PATHS } from './paths.js';
import { endpointUrl } from './url.js';

describe('the zod-free endpoint paths', () => {
  it('name each endpoint of the table by its name with its documented path', () => {
    for (const [name, entry] of Object.entries(ENDPOINT_PATHS)) {
      const endpoint = ENDPOINTS.find((e) => e.name === name);
      expect(endpoint?.name).toBe(entry.name);
      expect(entry.paths).toEqual([endpoint?.paths[0]]);
    }
  });

  it('build the same URL as the endpoint of the table', () => {
    const archive = ENDPOINTS.find((e) => e.name === 'history.GetOnlineBultenFiyatArsiv')!;
    const params = { itemId: 3, from: '2026-01-01', to: '2026-03-04', channel: 'SALON' };
    expect(endpointUrl(ENDPOINT_PATHS['history.GetOnlineBultenFiyatArsiv'], params, { format: 'xlsx' })).toBe(
      '/api/v1/CMS/OnlineKullaniciBulten/GetOnlineBultenFiyatArsiv/3/2026-01-01/2026-03-04/SALON?format=xlsx',
    );
    expect(endpointUrl(archive, params, { format: 'xlsx' } as never)).toBe(
      endpointUrl(ENDPOINT_PATHS['history.GetOnlineBultenFiyatArsiv'], params, { format: 'xlsx' }),
    );
  });
});
