import type { Language } from '@bulten/core/plain';
import { ApiError } from '../../../api/api-error';
import type { TFunction } from '../../../i18n/translator';
import { errorText } from '../../../notify/error-text';
import { fieldProblems } from '../problems';
import { EMPTY_FORM } from './registration-form';

const FIELDS = Object.keys(EMPTY_FORM);

/**
 * A failed registration call as problems per field of the form, in the screen's language (the server's
 * problem codes), else its message.
 */
export function writeProblems(t: TFunction, language: Language, error: unknown): Record<string, string> {
  if (error instanceof ApiError && error.code === 'CONFLICT') return { TescilNo: errorText(t, error) };
  return fieldProblems(t, language, error, FIELDS);
}
