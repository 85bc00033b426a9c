import type { DefaultTokenClaims } from '@bulten/core';
import { isServerUnavailable } from '../api/api-error';
import { login } from '../api/auth-api';
import type { HttpClient, TokenProvider } from '../api/http';
import { exchangeForTokens, newRequestId, requireAuthToken } from './sign-in';
import { readToken, readUser, removeTokens, type SessionTokens, writeTokens } from './storage';
import { STORAGE_KEYS } from './storage-keys';
import { decodeDefaultClaims, isTokenValid } from './tokens';

/** What the session needs. `http` is late-bound because the client asks the session for tokens. */
export interface SessionDeps {
  storage: Storage;
  http: () => HttpClient;
  serviceAccount: { username: string; password: string };
  now?: () => number;
  /** Seconds of grace past a token's `exp`. */
  offsetSeconds?: number;
  /** Called when a service sign-in fails (the caller shows it and clears storage). */
  onSignInError?: (error: unknown) => void;
  /** Called when a person's stored session is found expired or refused. */
  onPersonSessionEnded?: () => void;
}

/** How long the session reads without a token after the database could not take a service sign-in. */
export const SIGN_IN_PAUSE_MS = 30_000;

/** The session as the screens see it: the valid default token's claims (null before sign-in). */
export interface SessionState {
  claims: DefaultTokenClaims | null;
}

/** The browser session: stored tokens, the service sign-in, and change notifications. */
export interface Session extends TokenProvider {
  getState(): SessionState;
  subscribe(listener: () => void): () => void;
  /** Resolves once a valid default token is stored, signing in with the service account if needed. */
  ensure(): Promise<void>;
  /** Stores the tokens of a completed sign-in. */
  store(tokens: SessionTokens): void;
  /** Clears ALL local storage (logout, failed sign-in). */
  reset(): void;
}

/** Creates the session over a storage. */
export function createSession(deps: SessionDeps): Session {
  const { storage } = deps;
  const now = deps.now ?? Date.now;
  const listeners = new Set<() => void>();
  const validDefault = () => isTokenValid(readToken(storage, 'default'), now(), deps.offsetSeconds);
  const currentState = (): SessionState => ({
    claims: validDefault() ? decodeDefaultClaims(readToken(storage, 'default')) : null,
  });
  let state = currentState();
  let pending: Promise<void> | null = null;
  let signInPausedUntil = 0;

  function changed(): void {
    state = currentState();
    for (const listener of listeners) listener();
  }

  function endPersonSession(): void {
    // Unreadable user info stays: the shell shows its own dialog for it, which ends the session.
    if (readUser(storage).status !== 'ok') return;
    storage.removeItem(STORAGE_KEYS.userInfo);
    deps.onPersonSessionEnded?.();
  }

  async function signInService(): Promise<void> {
    const http = deps.http();
    const requestId = newRequestId();
    const { username, password } = deps.serviceAccount;
    try {
      const answer = await login(http, {
        KullaniciAdi: username,
        Sifre: password,
        Source: 'web',
        RequestId: requestId,
      });
      const tokens = await exchangeForTokens(http, requestId, requireAuthToken(answer));
      // A person who signed in meanwhile keeps their session: the public one is not needed any more.
      if (validDefault()) return;
      writeTokens(storage, tokens);
      changed();
    } catch (error) {
      deps.onSignInError?.(error);
      throw error;
    }
  }

  function ensure(): Promise<void> {
    if (validDefault()) return Promise.resolve();
    endPersonSession();
    pending ??= signInService().finally(() => {
      pending = null;
    });
    return pending;
  }

  return {
    getState: () => state,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    ensure,
    async get(kind) {
      if (now() < signInPausedUntil && !validDefault()) return readToken(storage, kind);
      try {
        await ensure();
      } catch (error) {
        if (!isServerUnavailable(error)) throw error;
        // A sign-in writes its session row, which a read-only or failing database refuses; public reads are
        // answered without a token, so they go on without one (a role's call gets its own 401) until a retry.
        signInPausedUntil = now() + SIGN_IN_PAUSE_MS;
      }
      return readToken(storage, kind);
    },
    peek: (kind) => readToken(storage, kind),
    refused(token) {
      if (token !== readToken(storage, 'default') && token !== readToken(storage, 'online')) return;
      removeTokens(storage);
      endPersonSession();
      changed();
    },
    store(tokens) {
      writeTokens(storage, tokens);
      changed();
    },
    reset() {
      storage.clear();
      changed();
    },
  };
}
