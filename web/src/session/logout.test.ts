import { API_PREFIX, STORAGE_KEYS } from '@bulten/core';
import { LANGUAGE_COOKIE } from '@bulten/core/plain';
import { describe, expect, it } from 'vitest';
import { createHttpClient } from '../api/http';
import { logoutAndReload } from './logout';
import { MemoryStorage } from './memory-storage';
import { createSession } from './session';
import { writeLanguage } from './storage';

function setUp(language: 'tr' | 'en') {
  const storage = new MemoryStorage();
  writeLanguage(storage, language);
  storage.setItem('bulten_other', 'x');
  const session = createSession({
    storage,
    http: () => http,
    serviceAccount: { username: 'bulten-web', password: 'secret-pass' },
  });
  const http = createHttpClient({
    apiPrefix: API_PREFIX,
    language,
    tokens: session,
    fetchImpl: async () => {
      throw new Error('no request expected without a session');
    },
  });
  const visited: string[] = [];
  const doc = { cookie: '' };
  const services = { http, session, storage, language };
  return { storage, visited, doc, services, go: (url: string) => visited.push(url) };
}

describe('logoutAndReload', () => {
  it('clears storage, sets the language cookie back to Turkish and opens /', async () => {
    const { storage, visited, doc, services, go } = setUp('en');
    await logoutAndReload(services, { go, document: doc });
    expect(storage.length).toBe(0);
    // The server renders the next page from this cookie: an English one would greet a Turkish app.
    expect(doc.cookie).toContain(`${LANGUAGE_COOKIE}=tr;`);
    expect(visited).toEqual(['/']);
  });

  it('keeps the language when asked (the staff console) and opens the page it is given', async () => {
    const { storage, visited, doc, services, go } = setUp('en');
    await logoutAndReload(services, { to: '/yonetim', keepLanguage: true, go, document: doc });
    expect(storage.getItem(STORAGE_KEYS.language)).toBe('en');
    expect(storage.getItem('bulten_other')).toBeNull();
    expect(doc.cookie).toContain(`${LANGUAGE_COOKIE}=en;`);
    expect(visited).toEqual(['/yonetim']);
  });
});
