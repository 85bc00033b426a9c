import {
  formatNumber,
  type Language,
  type NumberProblem,
  type NumberRule,
  parseTypedNumber,
  scaledNumber,
} from '@bulten/core/plain';
import type { TFunction } from '../i18n/react';

/** A typed number field read by its rule: the value (null when left empty), or why it was refused, in words. */
export type NumberTextReading = { ok: true; value: number | null } | { ok: false; message: string };

/** The message of a refused entry in the screen's language, its limits written the language's way. */
export function numberProblemText(
  t: TFunction,
  language: Language,
  text: string,
  problem: NumberProblem,
): string {
  const limit = (value: `${number}`) => formatNumber(language, value, value.split('.')[1]?.length ?? 0);
  switch (problem.code) {
    case 'SEPARATORS':
      return t('numberField.separators', { example: problem.example });
    case 'AMBIGUOUS':
      return problem.asDecimal === null
        ? t('numberField.ambiguousWhole', { text: text.trim(), asThousands: problem.asThousands })
        : t('numberField.ambiguous', {
            text: text.trim(),
            asThousands: problem.asThousands,
            asDecimal: problem.asDecimal,
          });
    case 'DECIMALS':
      return problem.decimals === 0
        ? t('numberField.whole')
        : t('numberField.decimals', { count: problem.decimals });
    case 'TOO_SMALL':
      return t(problem.inclusive ? 'numberField.atLeast' : 'numberField.above', {
        limit: limit(problem.limit),
      });
    case 'TOO_LARGE':
      return t('numberField.atMost', { limit: limit(problem.limit) });
    case 'REQUIRED':
      return t('numberField.required');
    default:
      return t('numberField.notANumber');
  }
}

/**
 * Reads what was typed in a number field with core's parser, strictly in the screen's language: the value as
 * the JSON number an API body carries (exact: see `scaledNumber`), null for an empty optional field, or the
 * refusal in words. Nothing is guessed.
 */
export function readNumberText(
  t: TFunction,
  language: Language,
  text: string,
  rule: NumberRule,
  required = false,
): NumberTextReading {
  if (text.trim() === '' && !required) return { ok: true, value: null };
  const reading = parseTypedNumber(language, text, rule);
  if (!reading.ok) return { ok: false, message: numberProblemText(t, language, text, reading.problem) };
  return { ok: true, value: scaledNumber(reading.scaled, rule.decimals) };
}
