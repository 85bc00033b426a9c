import { API_PREFIX, authEndpoints, cmsEndpoints, endpointUrl } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import { createHttpClient, type HttpClient } from '../api/http';
import { fakeClaims, fakeToken } from '../test-support/fake-token';
import { MemoryStorage } from './memory-storage';
import { createSession, type SessionDeps } from './session';
import { LOGIN_WITHOUT_TOKEN } from './sign-in';

const NOW = Date.UTC(2026, 10, 23, 9, 0, 0);
const NOW_S = NOW / 1000;
const SERVICE_DEFAULT = fakeToken(fakeClaims(1, 1, NOW_S + 3600));
const ONLINE = fakeToken({ knd: 'online', exp: NOW_S + 3600 });

const PERSON = {
  Id: 9,
  KullaniciAdi: 'uye',
  AdSoyad: 'Üye Kişi',
  Rol: 'member',
  UyeId: 1,
  UyeKodu: '1001',
  UyeUnvani: null,
  Telefon: null,
  Eposta: null,
  SmsDogrulama: false,
};

interface Seen {
  path: string;
  auth: string | null;
  body: Record<string, unknown> | null;
}

function json(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}

function serverAnswer(
  path: string,
  body: Record<string, unknown> | null,
  loginToken: string | null,
): Response {
  if (path.endsWith('/KullaniciGirisYap')) {
    return json({ token: loginToken, otpRequired: false, requestId: body?.RequestId, phoneHint: null });
  }
  if (path.endsWith('/OAuthToken')) return json({ token: ONLINE });
  if (path.endsWith('/StatuDegistir')) return json({ token: SERVICE_DEFAULT });
  return json({ ok: true });
}

function setUp(
  options: {
    loginToken?: string | null;
    storage?: Storage;
    loginStatus?: number;
    clock?: { now: number };
  } = {},
) {
  const storage = options.storage ?? new MemoryStorage();
  const seen: Seen[] = [];
  const events: string[] = [];
  let http: HttpClient | null = null;
  const deps: SessionDeps = {
    storage,
    http: () => http!,
    serviceAccount: { username: 'bulten-web', password: 'secret-pass' },
    now: () => options.clock?.now ?? NOW,
    onSignInError: (error) => events.push(`error:${(error as { code?: string }).code}`),
    onPersonSessionEnded: () => events.push('person-ended'),
  };
  const session = createSession(deps);
  http = createHttpClient({
    apiPrefix: API_PREFIX,
    language: 'tr',
    tokens: session,
    fetchImpl: async (input, init) => {
      const path = String(input);
      const body = typeof init?.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : null;
      seen.push({ path, auth: new Headers(init?.headers).get('authorization'), body });
      if (options.loginStatus && path.endsWith('/KullaniciGirisYap')) {
        return json({ error: { code: 'DATABASE_READ_ONLY', message: 'read only' } }, options.loginStatus);
      }
      return serverAnswer(path, body, options.loginToken === undefined ? 'auth-token' : options.loginToken);
    },
  });
  return { storage, seen, events, session, http };
}

describe('service sign-in', () => {
  it('signs in on the first request: KullaniciGirisYap, OAuthToken, StatuDegistir, then the request', async () => {
    const { storage, seen, session, http } = setUp();
    await http.get(endpointUrl(cmsEndpoints.GetModulOptions), { parse: (d) => d });
    expect(seen.map((s) => s.path)).toEqual([
      endpointUrl(authEndpoints.KullaniciGirisYap),
      endpointUrl(authEndpoints.OAuthToken),
      endpointUrl(authEndpoints.StatuDegistir),
      endpointUrl(cmsEndpoints.GetModulOptions),
    ]);
    const [loginCall, oauthCall, statusCall, dataCall] = seen as [Seen, Seen, Seen, Seen];
    expect(loginCall.auth).toBeNull();
    expect(loginCall.body).toMatchObject({ KullaniciAdi: 'bulten-web', Sifre: 'secret-pass', Source: 'web' });
    expect(loginCall.body?.RequestId).toMatch(/^[0-9a-f]{32}$/);
    expect(oauthCall.body).toEqual({
      requestId: loginCall.body?.RequestId,
      authToken: 'auth-token',
      redirectUrl: '.',
    });
    expect(statusCall.auth).toBe(`Bearer ${ONLINE}`);
    expect(statusCall.body).toMatchObject({ statuTipi: 1 });
    expect(dataCall.auth).toBe(`Bearer ${SERVICE_DEFAULT}`);
    expect(storage.getItem('token')).toBe(SERVICE_DEFAULT);
    expect(storage.getItem('online_bulten_token')).toBe(ONLINE);
    expect(session.getState().claims).toMatchObject({ KullaniciTipId: 1, UserId: 1 });
  });

  it('does not overwrite a person who signed in while a service sign-in was under way', async () => {
    const { storage, session } = setUp();
    const pending = session.ensure();
    const person = { defaultToken: fakeToken(fakeClaims(3, 9, NOW_S + 3600)), onlineToken: ONLINE };
    session.store(person);
    await pending;
    expect(storage.getItem('token')).toBe(person.defaultToken);
    expect(session.getState().claims?.KullaniciTipId).toBe(3);
  });

  it('signs in once for concurrent requests', async () => {
    const { seen, http } = setUp();
    const any = { parse: (d: unknown) => d };
    await Promise.all([http.get('a', any), http.get('b', any), http.get('c', any)]);
    expect(seen.filter((s) => s.path.endsWith('/KullaniciGirisYap'))).toHaveLength(1);
    expect(seen).toHaveLength(6);
  });

  it('keeps a valid stored token and signs in again for an expired or "null" one', async () => {
    for (const [stored, signsIn] of [
      [fakeToken(fakeClaims(1, 1, NOW_S + 60)), false],
      [fakeToken(fakeClaims(1, 1, NOW_S - 60)), true],
      ['null', true],
    ] as const) {
      const storage = new MemoryStorage();
      storage.setItem('token', stored);
      const { seen, session } = setUp({ storage });
      await session.ensure();
      expect(seen.length > 0).toBe(signsIn);
      expect(storage.getItem('token')).toBe(signsIn ? SERVICE_DEFAULT : stored);
    }
  });

  it('ends an expired person session: the user info goes and the service signs in', async () => {
    const storage = new MemoryStorage();
    storage.setItem('token', fakeToken(fakeClaims(2, 9, NOW_S - 60)));
    storage.setItem('kullanici_bilgileri', JSON.stringify(PERSON));
    const { events, session } = setUp({ storage });
    await session.ensure();
    expect(storage.getItem('kullanici_bilgileri')).toBeNull();
    expect(events).toEqual(['person-ended']);
    expect(session.getState().claims?.KullaniciTipId).toBe(1);
  });

  it('leaves unreadable user info for the shell to report', async () => {
    const storage = new MemoryStorage();
    storage.setItem('kullanici_bilgileri', '{bozuk');
    const { events, session } = setUp({ storage });
    await session.ensure();
    expect(storage.getItem('kullanici_bilgileri')).toBe('{bozuk');
    expect(events).toEqual([]);
  });

  it('treats a sign-in answer without a token as a failure', async () => {
    const { events, session, storage } = setUp({ loginToken: null });
    await expect(session.ensure()).rejects.toMatchObject({ code: LOGIN_WITHOUT_TOKEN });
    expect(events).toEqual([`error:${LOGIN_WITHOUT_TOKEN}`]);
    expect(storage.getItem('token')).toBeNull();
  });

  it('forgets a refused token and notifies; reset clears all storage', async () => {
    const { storage, session } = setUp();
    await session.ensure();
    let notified = 0;
    session.subscribe(() => {
      notified += 1;
    });
    session.refused('someone-else');
    expect(storage.getItem('token')).toBe(SERVICE_DEFAULT);
    session.refused(SERVICE_DEFAULT);
    expect(storage.getItem('token')).toBeNull();
    expect(session.getState().claims).toBeNull();
    storage.setItem('language', 'en');
    session.reset();
    expect(storage.length).toBe(0);
    expect(notified).toBe(2);
  });

  it('reads public data without a token while the database cannot take a sign-in (503), and tries again later', async () => {
    const clock = { now: NOW };
    const { seen, events, http } = setUp({ loginStatus: 503, clock });
    const url = endpointUrl(cmsEndpoints.GetModulOptions);
    await expect(http.get(url, { parse: (d) => d })).resolves.toEqual({ ok: true });
    expect(seen.map((s) => [s.path, s.auth])).toEqual([
      [endpointUrl(authEndpoints.KullaniciGirisYap), null],
      [url, null],
    ]);
    expect(events).toEqual(['error:DATABASE_READ_ONLY']);
    seen.length = 0;
    await http.get(url, { parse: (d) => d });
    expect(seen.map((s) => s.path)).toEqual([url]); // no sign-in storm while the database is read-only
    clock.now += 31_000;
    seen.length = 0;
    await http.get(url, { parse: (d) => d });
    expect(seen.map((s) => s.path)).toEqual([endpointUrl(authEndpoints.KullaniciGirisYap), url]);
  });

  it('still fails a request when the sign-in is refused for another reason', async () => {
    const { http } = setUp({ loginToken: null });
    await expect(
      http.get(endpointUrl(cmsEndpoints.GetModulOptions), { parse: (d) => d }),
    ).rejects.toMatchObject({
      code: LOGIN_WITHOUT_TOKEN,
    });
  });
});
