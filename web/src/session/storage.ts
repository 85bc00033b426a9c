import type { Language, OwnUser } from '@bulten/core';
import { LANGUAGES } from '@bulten/core/plain';
import { OWN_USER_RULES, pickShape } from './shape';
import { paramKey, STORAGE_KEYS } from './storage-keys';

/** The two tokens of a signed-in session. */
export interface SessionTokens {
  defaultToken: string;
  onlineToken: string;
}

/** What is stored about the signed-in person: nothing, a readable user, or something unreadable. */
export type StoredUser = { status: 'none' } | { status: 'ok'; user: OwnUser } | { status: 'unreadable' };

/** The member code and user name kept by "remember me" (never the password). */
export interface RememberedLogin {
  memberCode: string;
  username: string;
}

/** The stored language: `language`, else `langid` (2 = en), else Turkish. */
export function readLanguage(storage: Storage): Language {
  const language = storage.getItem(STORAGE_KEYS.language);
  if (language === 'en' || language === 'tr') return language;
  return storage.getItem(STORAGE_KEYS.langId) === String(LANGUAGES.en) ? 'en' : 'tr';
}

/** Stores a language under `language` and its id (1 tr, 2 en) under `langid`. */
export function writeLanguage(storage: Storage, language: Language): void {
  storage.setItem(STORAGE_KEYS.language, language);
  storage.setItem(STORAGE_KEYS.langId, String(LANGUAGES[language]));
}

/** The stored token of a kind, or null. */
export function readToken(storage: Storage, kind: 'default' | 'online'): string | null {
  return storage.getItem(kind === 'default' ? STORAGE_KEYS.defaultToken : STORAGE_KEYS.onlineToken);
}

/** Stores both tokens under their own keys. */
export function writeTokens(storage: Storage, tokens: SessionTokens): void {
  storage.setItem(STORAGE_KEYS.defaultToken, tokens.defaultToken);
  storage.setItem(STORAGE_KEYS.onlineToken, tokens.onlineToken);
}

/** Forgets both tokens. */
export function removeTokens(storage: Storage): void {
  storage.removeItem(STORAGE_KEYS.defaultToken);
  storage.removeItem(STORAGE_KEYS.onlineToken);
}

/** The stored user object (`kullanici_bilgileri`). */
export function readUser(storage: Storage): StoredUser {
  const text = storage.getItem(STORAGE_KEYS.userInfo);
  if (text === null) return { status: 'none' };
  try {
    const user = pickShape(JSON.parse(text), OWN_USER_RULES);
    return user ? { status: 'ok', user } : { status: 'unreadable' };
  } catch {
    return { status: 'unreadable' };
  }
}

/** Stores the signed-in person's user object and remembers that someone signed in on this browser. */
export function writeUser(storage: Storage, user: OwnUser): void {
  storage.setItem(STORAGE_KEYS.userInfo, JSON.stringify(user));
  storage.setItem(STORAGE_KEYS.signedInBefore, 'true');
}

/** The remembered member code and user name, when "remember me" was ticked. */
export function readRememberedLogin(storage: Storage): RememberedLogin | null {
  try {
    const value: unknown = JSON.parse(storage.getItem(STORAGE_KEYS.rememberMe) ?? 'null');
    if (value === null || typeof value !== 'object') return null;
    const { memberCode, username } = value as Record<string, unknown>;
    return typeof memberCode === 'string' && typeof username === 'string' ? { memberCode, username } : null;
  } catch {
    return null;
  }
}

/** Remembers the member code and user name, or forgets them when `login` is null. */
export function writeRememberedLogin(storage: Storage, login: RememberedLogin | null): void {
  if (login) storage.setItem(STORAGE_KEYS.rememberMe, JSON.stringify(login));
  else storage.removeItem(STORAGE_KEYS.rememberMe);
}

/** A parameter kept under the parameters prefix. */
export function readParam(storage: Storage, name: string): string | null {
  return storage.getItem(paramKey(name));
}

/** Stores a parameter under the parameters prefix. */
export function writeParam(storage: Storage, name: string, value: string): void {
  storage.setItem(paramKey(name), value);
}
