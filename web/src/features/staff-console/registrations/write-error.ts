import { ApiError } from '../../../api/api-error';
import type { TFunction } from '../../../i18n/translator';
import { errorText } from '../../../notify/error-text';
import { fieldProblems } from '../StaffFrame';

/** A failed registration call as problems per field: the server's `Column: problem` lines, else its message. */
export function writeProblems(t: TFunction, error: unknown): Record<string, string> {
  if (error instanceof ApiError && error.code === 'VALIDATION' && error.details.length > 0) {
    return fieldProblems(error.details);
  }
  if (error instanceof ApiError && error.code === 'CONFLICT') return { TescilNo: errorText(t, error) };
  return { '': errorText(t, error) };
}
