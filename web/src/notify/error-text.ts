import { ApiError } from '../api/api-error';
import type { TFunction } from '../i18n/translator';

/** The message of an error in the current language: `errors.<CODE>`, else the server's message. */
export function errorText(t: TFunction, error: unknown): string {
  const general = t('errors.general');
  if (!(error instanceof ApiError)) return general;
  const key = `errors.${error.code}`;
  const text = t(key);
  // A key without a text answers itself: an unknown code shows the server's message.
  return text === key ? error.message || general : text;
}

/** What a failed sign-in shows: the server's `Message` as it came, else the translated general error. */
export function signInErrorText(t: TFunction, error: unknown): string {
  if (error instanceof ApiError && error.message && error.status > 0 && error.code !== 'BAD_RESPONSE') {
    return error.message;
  }
  return errorText(t, error);
}
