import type { LoginResponse } from '@bulten/core';
import { ApiError } from '../api/api-error';
import { changeStatus, exchangeOAuthToken } from '../api/auth-api';
import type { HttpClient } from '../api/http';
import type { SessionTokens } from './storage';

/** Error code of a sign-in answer that carries neither a token nor an SMS step. */
export const LOGIN_WITHOUT_TOKEN = 'LOGIN_WITHOUT_TOKEN';

/** A fresh request id for a sign-in (random hex; works outside secure contexts too). */
export function newRequestId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** The one-time auth token of a sign-in answer; a missing one is an error. */
export function requireAuthToken(answer: LoginResponse): string {
  if (!answer.token) throw new ApiError(200, LOGIN_WITHOUT_TOKEN, '');
  return answer.token;
}

/** OAuthToken (redirectUrl ".") then StatuDegistir: the online-bulletin and default tokens. */
export async function exchangeForTokens(
  http: HttpClient,
  requestId: string,
  authToken: string,
): Promise<SessionTokens> {
  const online = await exchangeOAuthToken(http, { requestId, authToken, redirectUrl: '.' });
  const status = await changeStatus(http, online.token);
  return { defaultToken: status.token, onlineToken: online.token };
}
