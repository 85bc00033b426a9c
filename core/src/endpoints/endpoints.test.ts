import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  CONTENT_STAFF,
  MEMBER_DATA_READERS,
  MEMBERS,
  PEOPLE,
  REGISTRATION_STAFF,
  USER_ADMINS,
} from './access.js';
import { authEndpoints } from './auth.endpoints.js';
import { bulletinEndpoints } from './bulletin.endpoints.js';
import { cmsEndpoints } from './cms.endpoints.js';
import {
  type AccessRole,
  allPaths,
  endpoint,
  endpointArea,
  endpointUrl,
  needsSignIn,
  pathParamNames,
} from './endpoint.js';
import { historyEndpoints } from './history.endpoints.js';
import { ENDPOINTS } from './index.js';
import { marketEndpoints } from './market.endpoints.js';
import { memberEndpoints } from './member.endpoints.js';

describe('the endpoint table', () => {
  it('never lets a public cache keep what needs a signed-in user', () => {
    const leaks = ENDPOINTS.filter((e) => needsSignIn(e) && e.cache.startsWith('public'));
    expect(leaks.map((e) => e.name)).toEqual([]);
    // And the other way round: private is only for signed-in reads, and only reads are cached at all.
    expect(ENDPOINTS.filter((e) => e.cache === 'private' && !needsSignIn(e)).map((e) => e.name)).toEqual([]);
    expect(ENDPOINTS.filter((e) => e.cache !== 'none' && e.method !== 'GET').map((e) => e.name)).toEqual([]);
  });

  it('writes no path twice (per method) and names no endpoint twice', () => {
    const routes = ENDPOINTS.flatMap((e) => allPaths(e).map((p) => `${e.method} ${p}`));
    expect(routes.filter((r, i) => routes.indexOf(r) !== i)).toEqual([]);
    const names = ENDPOINTS.map((e) => e.name);
    expect(names.filter((n, i) => names.indexOf(n) !== i)).toEqual([]);
  });

  it('puts every path under /api/ (or at /config.json)', () => {
    const outside = ENDPOINTS.flatMap(allPaths).filter((p) => !p.startsWith('/api/') && p !== '/config.json');
    expect(outside).toEqual([]);
  });

  it("gives every path exactly its parameter schema's names", () => {
    const mismatches = ENDPOINTS.flatMap((e) =>
      allPaths(e)
        .filter((p) => pathParamNames(p).sort().join() !== Object.keys(e.params.shape).sort().join())
        .map((p) => `${e.name}: ${p}`),
    );
    expect(mismatches).toEqual([]);
  });

  it('answers every bulletin method under both bulletin prefixes, the CMS prefix documented', () => {
    for (const e of [bulletinEndpoints.GetGunlukBultenDetay, marketEndpoints.GetSeansDurumu]) {
      expect(e.paths.map((p) => p.split('/').slice(0, 5).join('/'))).toEqual([
        '/api/v1/CMS/OnlineKullaniciBulten',
        '/api/v1/Alpha.WebPanel/OnlineKullaniciBulten',
      ]);
    }
  });

  it('lists the specified CMS content paths first and the older ones as deprecated', () => {
    expect(allPaths(cmsEndpoints.GetModulOptions)).toEqual([
      '/api/v1/CMS/Option/GetModulOptions',
      '/api/v1/CMS/GetModulOptions',
    ]);
    expect(allPaths(cmsEndpoints.GetValues)).toEqual([
      '/api/v1/CMS/Values/GetValues/{module}/{key}',
      '/api/v1/CMS/GetValues/{module}/{key}',
    ]);
  });

  it('classes member data private and dated public reads public-past', () => {
    expect(new Set(Object.values(memberEndpoints).map((e) => e.cache))).toEqual(new Set(['private']));
    expect(bulletinEndpoints.GetGunlukBulten.cache).toBe('public-past');
    expect(marketEndpoints.GetOnlineBultenAnaKart.cache).toBe('public-today');
    expect(authEndpoints.KullaniciGirisYap.cache).toBe('none');
  });
});

describe('access', () => {
  it('is required of every endpoint and keeps its literal roles', () => {
    const definition = { method: 'GET', paths: ['/api/t'], response: z.null() } as const;
    // @ts-expect-error an endpoint without access does not compile
    expect(endpoint(definition).access).toBeUndefined();
    const staff = endpoint({ ...definition, access: REGISTRATION_STAFF });
    const role: AccessRole<typeof staff.access> = 'operator';
    // @ts-expect-error a member is not registration staff
    const member: AccessRole<typeof staff.access> = 'member';
    expect([role, member, staff.tokens]).toEqual(['operator', 'member', 'any']);
    expect(endpoint({ ...definition, access: 'signed-in', tokens: 'online' }).tokens).toBe('online');
  });

  it('lists every role group of the table in access.ts and nothing unknown', () => {
    const groups = new Set(ENDPOINTS.map((e) => (typeof e.access === 'string' ? e.access : e.access.join())));
    const named = [MEMBERS, MEMBER_DATA_READERS, REGISTRATION_STAFF, CONTENT_STAFF, USER_ADMINS, PEOPLE];
    expect([...groups].sort()).toEqual(['public', 'signed-in', ...named.map((g) => g.join())].sort());
  });
});

describe('endpointUrl', () => {
  it('fills and encodes path parameters and adds the defined query values in order', () => {
    expect(endpointUrl(bulletinEndpoints.GetGunlukBultenDetay, { date: '2026-03-04' })).toBe(
      '/api/v1/CMS/OnlineKullaniciBulten/GetGunlukBultenDetay/2026-03-04',
    );
    expect(
      endpointUrl(
        historyEndpoints.GetOnlineBultenFiyatArsiv,
        { itemId: 7, from: '2026-01-01', to: '2026-03-04', channel: 'TUMU' },
        { format: 'csv', sayfa: undefined, boyut: '' },
      ),
    ).toBe(
      '/api/v1/CMS/OnlineKullaniciBulten/GetOnlineBultenFiyatArsiv/7/2026-01-01/2026-03-04/TUMU?format=csv',
    );
    expect(endpointUrl(cmsEndpoints.GetValues, { module: 'a b', key: 'ç/ş' })).toBe(
      '/api/v1/CMS/Values/GetValues/a%20b/%C3%A7%2F%C5%9F',
    );
    expect(endpointUrl(marketEndpoints.GetOnlineBultenSonIslemler, {}, { limit: 5, kanal: 'SALON' })).toBe(
      '/api/v1/CMS/OnlineKullaniciBulten/GetOnlineBultenSonIslemler?limit=5&kanal=SALON',
    );
    expect(endpointUrl(marketEndpoints.GetSeansDurumu)).toBe(
      '/api/v1/CMS/OnlineKullaniciBulten/GetSeansDurumu',
    );
  });

  it('refuses at compile time what the table does not name, and at run time a missing value', () => {
    const area = endpointArea('t', {
      Day: endpoint({
        method: 'GET',
        paths: ['/api/t/{date}'],
        params: z.object({ date: z.string() }),
        response: z.null(),
        access: 'public',
      }),
    });
    expect(area.Day.name).toBe('t.Day');
    // @ts-expect-error the date is required
    expect(() => endpointUrl(area.Day)).toThrow('t.Day: missing path parameter date');
    // @ts-expect-error a misspelled parameter
    expect(() => endpointUrl(area.Day, { dat: '2026-01-01' })).toThrow('missing path parameter date');
    // @ts-expect-error the endpoint has no query
    expect(endpointUrl(area.Day, { date: 'x' }, { a: 1 })).toBe('/api/t/x?a=1');
  });
});
