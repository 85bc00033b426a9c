import { describe, expect, it } from 'vitest';
import { MemoryStorage } from './memory-storage';
import {
  readLanguage,
  readParam,
  readRememberedLogin,
  readToken,
  readUser,
  removeTokens,
  writeLanguage,
  writeParam,
  writeRememberedLogin,
  writeTokens,
  writeUser,
} from './storage';
import { PARAMS_PREFIX, paramKey, STORAGE_KEYS } from './storage-keys';

const user = {
  Id: 7,
  KullaniciAdi: 'uye1001',
  AdSoyad: 'Ayşe Yılmaz',
  Rol: 'member' as const,
  UyeId: 3,
  UyeKodu: '1001',
  UyeUnvani: 'Yılmaz Tarım Ltd. Şti.',
  Telefon: null,
  Eposta: null,
  SmsDogrulama: false,
};

describe('storage keys', () => {
  it('are exactly the specified names', () => {
    const named = Object.entries(STORAGE_KEYS).map(([key, name]) => `${key}=${name}`);
    expect(named).toEqual([
      'profilePhoto=profile_photo',
      'userInfo=kullanici_bilgileri',
      'rememberMe=remember_me',
      'signedInBefore=onceden_giris_yapildi_mi',
      'language=language',
      'langId=langid',
      'defaultToken=token',
      'onlineToken=online_bulten_token',
    ]);
    expect(paramKey('intro_version')).toBe(`${PARAMS_PREFIX}intro_version`);
  });
});

describe('language', () => {
  it('is Turkish when nothing is stored', () => {
    expect(readLanguage(new MemoryStorage())).toBe('tr');
  });

  it('stores language and langid together (1 tr, 2 en)', () => {
    const storage = new MemoryStorage();
    writeLanguage(storage, 'en');
    expect([storage.getItem('language'), storage.getItem('langid')]).toEqual(['en', '2']);
    expect(readLanguage(storage)).toBe('en');
    writeLanguage(storage, 'tr');
    expect([storage.getItem('language'), storage.getItem('langid')]).toEqual(['tr', '1']);
  });

  it('falls back to langid when language is missing or unknown', () => {
    const storage = new MemoryStorage();
    storage.setItem('langid', '2');
    expect(readLanguage(storage)).toBe('en');
    storage.setItem('language', 'de');
    expect(readLanguage(storage)).toBe('en');
    storage.setItem('langid', '1');
    expect(readLanguage(storage)).toBe('tr');
  });
});

describe('tokens', () => {
  it('keeps the default and online-bulletin tokens under their own keys', () => {
    const storage = new MemoryStorage();
    writeTokens(storage, { defaultToken: 'd.d.d', onlineToken: 'o.o.o' });
    expect(storage.getItem('token')).toBe('d.d.d');
    expect(storage.getItem('online_bulten_token')).toBe('o.o.o');
    expect([readToken(storage, 'default'), readToken(storage, 'online')]).toEqual(['d.d.d', 'o.o.o']);
    removeTokens(storage);
    expect(storage.length).toBe(0);
  });
});

describe('user info', () => {
  it('round-trips the user object and marks a previous sign-in', () => {
    const storage = new MemoryStorage();
    expect(readUser(storage)).toEqual({ status: 'none' });
    writeUser(storage, user);
    expect(readUser(storage)).toEqual({ status: 'ok', user });
    expect(storage.getItem('onceden_giris_yapildi_mi')).toBe('true');
  });

  it('reports unreadable user info: broken JSON or a wrong shape', () => {
    const storage = new MemoryStorage();
    storage.setItem('kullanici_bilgileri', '{broken');
    expect(readUser(storage)).toEqual({ status: 'unreadable' });
    storage.setItem('kullanici_bilgileri', JSON.stringify({ ...user, Id: 'seven' }));
    expect(readUser(storage)).toEqual({ status: 'unreadable' });
    storage.setItem('kullanici_bilgileri', 'null');
    expect(readUser(storage)).toEqual({ status: 'unreadable' });
  });
});

describe('remember me and parameters', () => {
  it('remembers the member code and user name, never a password, and forgets them', () => {
    const storage = new MemoryStorage();
    writeRememberedLogin(storage, { memberCode: '1001', username: 'uye1001' });
    expect(storage.getItem('remember_me')).toBe('{"memberCode":"1001","username":"uye1001"}');
    expect(readRememberedLogin(storage)).toEqual({ memberCode: '1001', username: 'uye1001' });
    writeRememberedLogin(storage, null);
    expect(storage.getItem('remember_me')).toBeNull();
    storage.setItem('remember_me', 'true');
    expect(readRememberedLogin(storage)).toBeNull();
  });

  it('keeps parameters under the prefix', () => {
    const storage = new MemoryStorage();
    writeParam(storage, 'intro_version', '3');
    expect(storage.getItem('bulten_param_intro_version')).toBe('3');
    expect(readParam(storage, 'intro_version')).toBe('3');
    expect(readParam(storage, 'missing')).toBeNull();
  });
});
