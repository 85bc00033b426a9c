import { describe, expect, it } from 'vitest';
import { ApiError } from '../api/api-error';
import { createTranslator } from '../i18n/translator';
import { errorText, signInErrorText } from './error-text';

const { t } = createTranslator('en', {
  errors: { general: 'An error occurred.', UNKNOWN_ID: 'No such record.' },
});

describe('errorText', () => {
  it('translates a known code, else shows the server message, else the general error', () => {
    expect(errorText(t, new ApiError(404, 'UNKNOWN_ID', 'Kayıt yok'))).toBe('No such record.');
    expect(errorText(t, new ApiError(409, 'NEW_CODE', 'Server says no'))).toBe('Server says no');
    expect(errorText(t, new ApiError(409, 'NEW_CODE', ''))).toBe('An error occurred.');
    expect(errorText(t, new Error('boom'))).toBe('An error occurred.');
  });

  it('shows a refused sign-in as the server worded it', () => {
    expect(signInErrorText(t, new ApiError(401, 'UNKNOWN_ID', 'Şifre hatalı'))).toBe('Şifre hatalı');
    expect(signInErrorText(t, new ApiError(0, 'NETWORK', ''))).toBe('An error occurred.');
  });
});
