import {
  API_PREFIX,
  authEndpoints,
  cmsEndpoints,
  endpointUrl,
  historyEndpoints,
  ownUserSchema,
  userEndpoints,
} from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { ApiError, isServerAnswer } from './api-error';
import { createHttpClient, loadContract, type TokenProvider } from './http';

interface Call {
  url: string;
  method: string;
  headers: Headers;
  body: string | null;
}

function fakeFetch(answer: (call: Call, index: number) => Response) {
  const calls: Call[] = [];
  const fetchImpl = async (input: RequestInfo | URL, init?: RequestInit) => {
    const call = {
      url: String(input),
      method: init?.method ?? 'GET',
      headers: new Headers(init?.headers),
      body: typeof init?.body === 'string' ? init.body : null,
    };
    calls.push(call);
    return answer(call, calls.length - 1);
  };
  return { calls, fetchImpl };
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function tokens(overrides: Partial<TokenProvider> = {}): TokenProvider & { refusedTokens: string[] } {
  const refusedTokens: string[] = [];
  return {
    refusedTokens,
    get: async (kind) => (kind === 'online' ? 'online.tok.en' : 'default.tok.en'),
    peek: (kind) => (kind === 'online' ? 'stored-online' : 'stored-default'),
    refused: (token) => void refusedTokens.push(token),
    ...overrides,
  };
}

const user = {
  Id: 1,
  KullaniciAdi: 'u',
  AdSoyad: 'U',
  Rol: 'member',
  UyeId: null,
  UyeKodu: null,
  UyeUnvani: null,
  Telefon: null,
  Eposta: null,
  SmsDogrulama: false,
};
const any = { parse: (data: unknown) => data };

describe('http client', () => {
  it('sends Bearer, Lang and langid, prefixes the URL and parses with the schema', async () => {
    const { calls, fetchImpl } = fakeFetch(() => json({ ...user, Extra: 1 }));
    const http = createHttpClient({ apiPrefix: API_PREFIX, language: 'en', tokens: tokens(), fetchImpl });
    expect(await http.get('Kullanici/Ben', ownUserSchema)).toEqual(user);
    expect(calls[0]!.url).toBe(`${API_PREFIX}/Kullanici/Ben`);
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer default.tok.en');
    expect(calls[0]!.headers.get('lang')).toBe('en');
    expect(calls[0]!.headers.get('langid')).toBe('2');
  });

  it('chooses the online-bulletin token for kullanici-bulten URLs and GetUserApp', async () => {
    const { calls, fetchImpl } = fakeFetch(() => json([]));
    const http = createHttpClient({ apiPrefix: API_PREFIX, language: 'tr', tokens: tokens(), fetchImpl });
    await http.get(endpointUrl(userEndpoints.GetUserApp), any);
    await http.get('https://rapor.example.org/kullanici-bulten/Stok', any);
    await http.get(endpointUrl(cmsEndpoints.GetModulOptions), any);
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual([
      'Bearer online.tok.en',
      'Bearer online.tok.en',
      'Bearer default.tok.en',
    ]);
    expect(calls.map((c) => c.headers.get('langid'))).toEqual(['1', '1', '1']);
  });

  it('loads translation files unprefixed with the stored token, without signing in', async () => {
    const { calls, fetchImpl } = fakeFetch(() => json({ a: 1 }));
    const get = async () => {
      throw new Error('must not sign in');
    };
    const http = createHttpClient({
      apiPrefix: API_PREFIX,
      language: 'tr',
      tokens: tokens({ get }),
      fetchImpl,
    });
    expect(await http.get('assets/i18n/tr.json', any)).toEqual({ a: 1 });
    expect(calls[0]!.url).toBe('/assets/i18n/tr.json');
    expect(calls[0]!.headers.get('authorization')).toBe('Bearer stored-default');
  });

  it('sends an explicit token or none, and posts JSON', async () => {
    const { calls, fetchImpl } = fakeFetch(() =>
      json({ token: 'a.b.c', otpRequired: false, requestId: 'r1234567', phoneHint: null }),
    );
    const http = createHttpClient({ apiPrefix: API_PREFIX, language: 'tr', tokens: tokens(), fetchImpl });
    await http.post('a/b', { a: 'ş' }, any, { token: null });
    expect(calls[0]!.headers.has('authorization')).toBe(false);
    expect(calls[0]!.method).toBe('POST');
    expect(calls[0]!.headers.get('content-type')).toBe('application/json');
    expect(calls[0]!.body).toBe('{"a":"ş"}');
  });

  it("throws the server's code and Message", async () => {
    const body = {
      error: { code: 'BAD_CREDENTIALS', message: 'm' },
      Message: 'Kullanıcı adı veya şifre hatalı.',
    };
    const { fetchImpl } = fakeFetch(() => json(body, 401));
    const http = createHttpClient({ apiPrefix: API_PREFIX, language: 'tr', tokens: tokens(), fetchImpl });
    const error = await http.post('x', {}, any, { token: null }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: 'BAD_CREDENTIALS',
      message: 'Kullanıcı adı veya şifre hatalı.',
    });
  });

  it('answers BAD_RESPONSE when the body does not match the schema, NETWORK when unreachable', async () => {
    const http = createHttpClient({
      apiPrefix: API_PREFIX,
      language: 'tr',
      tokens: tokens(),
      fetchImpl: fakeFetch(() => json({ Id: 'x' })).fetchImpl,
    });
    await expect(http.get('u', ownUserSchema)).rejects.toMatchObject({ code: 'BAD_RESPONSE', status: 200 });
    const offline = createHttpClient({
      apiPrefix: API_PREFIX,
      language: 'tr',
      tokens: tokens(),
      fetchImpl: async () => {
        throw new TypeError('Failed to fetch');
      },
    });
    const networkError = await offline.get('u', any).catch((e: unknown) => e);
    expect(networkError).toMatchObject({ code: 'NETWORK', status: 0 });
    // Only a server's answer counts as a refused sign-in (which clears storage); a lost request does not.
    expect(isServerAnswer(networkError)).toBe(false);
    expect(isServerAnswer(new ApiError(401, 'BAD_CREDENTIALS', 'x'))).toBe(true);
    expect(isServerAnswer(new Error('x'))).toBe(false);
  });

  it('on 401 reports the refused token and retries once with a fresh one', async () => {
    let current = 'old.tok.en';
    const provider = tokens({ get: async () => current });
    provider.refused = (token) => {
      provider.refusedTokens.push(token);
      current = 'new.tok.en';
    };
    const { calls, fetchImpl } = fakeFetch((_, i) =>
      i === 0 ? json({ error: { code: 'UNAUTHORIZED' } }, 401) : json([1]),
    );
    const http = createHttpClient({ apiPrefix: API_PREFIX, language: 'tr', tokens: provider, fetchImpl });
    expect(await http.get('a', any)).toEqual([1]);
    expect(provider.refusedTokens).toEqual(['old.tok.en']);
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual([
      'Bearer old.tok.en',
      'Bearer new.tok.en',
    ]);
  });

  it('passes a cache mode through to fetch', async () => {
    const modes: Array<RequestCache | undefined> = [];
    const http = createHttpClient({
      apiPrefix: API_PREFIX,
      language: 'tr',
      tokens: tokens(),
      fetchImpl: async (_input, init) => {
        modes.push(init?.cache);
        return json({});
      },
    });
    await http.get('a', any, { cache: 'no-cache' });
    await http.get('b', any);
    expect(modes).toEqual(['no-cache', undefined]);
  });

  it('reads a text answer as a string', async () => {
    const { fetchImpl } = fakeFetch(
      () => new Response('BUĞDAY 20,6840 TL/kg', { headers: { 'Content-Type': 'text/plain' } }),
    );
    const http = createHttpClient({ apiPrefix: API_PREFIX, language: 'tr', tokens: tokens(), fetchImpl });
    expect(await http.get('t', any)).toBe('BUĞDAY 20,6840 TL/kg');
  });
});

describe('calls of table endpoints by name', () => {
  const login = { token: 'a.b.c', otpRequired: false, requestId: 'r1234567', phoneHint: null };

  it("uses the endpoint's method, URL and response schema", async () => {
    const { calls, fetchImpl } = fakeFetch(() => json({ ...user, Extra: 1 }));
    const http = createHttpClient({ apiPrefix: API_PREFIX, language: 'tr', tokens: tokens(), fetchImpl });
    expect(await http.call('user.GetOwnUser')).toEqual(user);
    expect(calls[0]).toMatchObject({ method: 'GET', url: endpointUrl(userEndpoints.GetOwnUser), body: null });
  });

  it('fills path parameters and the query, and moves the path under a configured prefix', async () => {
    const { calls, fetchImpl } = fakeFetch(() => json([]));
    const apiPrefix = 'https://api.example.org/bulten/api/v1';
    const http = createHttpClient({ apiPrefix, language: 'tr', tokens: tokens(), fetchImpl });
    const params = { itemId: 7, from: '2026-01-01', to: '2026-03-04', channel: 'TUMU' };
    await http.call('history.GetOnlineBultenFiyatArsiv', { params, query: { sayfa: 2, boyut: 10 } });
    const path = endpointUrl(historyEndpoints.GetOnlineBultenFiyatArsiv, params, { sayfa: 2, boyut: 10 });
    expect(path).toMatch(/\/GetOnlineBultenFiyatArsiv\/7\/2026-01-01\/2026-03-04\/TUMU\?sayfa=2&boyut=10$/);
    expect(calls[0]!.url).toBe(`${apiPrefix}${path.slice(API_PREFIX.length)}`);
  });

  it('posts the body as JSON, and nothing for an endpoint without one', async () => {
    const { calls, fetchImpl } = fakeFetch((call) =>
      json(call.url.endsWith('Logout') ? { ok: true } : login),
    );
    const http = createHttpClient({ apiPrefix: API_PREFIX, language: 'tr', tokens: tokens(), fetchImpl });
    const body = { KullaniciAdi: 'ş', Sifre: 'x', Source: 'web', RequestId: 'r1234567' };
    expect(await http.call('auth.KullaniciGirisYap', { body }, { token: null })).toEqual(login);
    expect(await http.call('auth.Logout', {}, { token: 't.o.k' })).toEqual({ ok: true });
    expect(calls.map((c) => [c.method, c.url, c.body, c.headers.get('content-type')])).toEqual([
      ['POST', endpointUrl(authEndpoints.KullaniciGirisYap), JSON.stringify(body), 'application/json'],
      ['POST', endpointUrl(authEndpoints.Logout), null, null],
    ]);
    expect(calls.map((c) => c.headers.get('authorization'))).toEqual([null, 'Bearer t.o.k']);
  });

  it("answers BAD_RESPONSE when the body does not match the endpoint's schema", async () => {
    const http = createHttpClient({
      apiPrefix: API_PREFIX,
      language: 'tr',
      tokens: tokens(),
      fetchImpl: fakeFetch(() => json([{ Modul: 1 }])).fetchImpl,
    });
    await expect(http.call('cms.GetModulOptions')).rejects.toMatchObject({ code: 'BAD_RESPONSE' });
  });
});

describe('loadContract', () => {
  it('loads the table with the very schemas the two schema entries loaded before it, every one of them', async () => {
    const core = await import('@bulten/core');
    const accounts: Record<string, unknown> = await import('@bulten/core/account-schemas');
    const market: Record<string, unknown> = await import('@bulten/core/market-schemas');
    const contract = await loadContract();
    expect(contract.ENDPOINTS).toBe(core.ENDPOINTS);
    expect(Object.keys(accounts).length).toBeGreaterThan(30);
    expect(Object.keys(market).length).toBeGreaterThan(30);
    for (const [name, schema] of Object.entries({ ...accounts, ...market }))
      expect((contract as Record<string, unknown>)[name], name).toBe(schema);
  });
});
