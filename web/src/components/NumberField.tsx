import { formatTypedNumber, type NumberRule, parseTypedNumber } from '@bulten/core/plain';
import { TextInput, type TextInputProps } from '@mantine/core';
import { useState } from 'react';
import { useServices } from '../app/services';
import { useTranslation } from '../i18n/react';
import { numberProblemText } from './number-text';

/** Props of a number field: its text as typed, and the rule it is read by. */
export interface NumberFieldProps extends Omit<TextInputProps, 'value' | 'onChange' | 'error'> {
  label: string;
  value: string;
  onChange: (text: string) => void;
  rule: NumberRule;
  /** A problem found elsewhere (the server's), shown when the field has none of its own. */
  error?: string | null | undefined;
}

/**
 * A number field read the screen's way (tr `25.000` is 25 000 and `20,45` is 20.45, en the reverse): on
 * leaving it, a value is written back grouped in the language's marks so one sees how it was read, and an
 * entry that is ambiguous, of the other language or outside the rule says why, next to the field.
 */
export function NumberField({ value, onChange, rule, error, required, ...rest }: NumberFieldProps) {
  const { t } = useTranslation();
  const { language } = useServices();
  const [problem, setProblem] = useState<string | null>(null);
  // An empty field says nothing on leaving it (a form just sent empties its fields): its form's submit does.
  const check = () => {
    if (value.trim() === '') return setProblem(null);
    const reading = parseTypedNumber(language, value, rule);
    if (!reading.ok) return setProblem(numberProblemText(t, language, value, reading.problem));
    setProblem(null);
    const shown = formatTypedNumber(language, reading.scaled, rule);
    if (shown !== value) onChange(shown);
  };
  return (
    <TextInput
      {...rest}
      value={value}
      required={required}
      inputMode={rule.decimals === 0 ? 'numeric' : 'decimal'}
      autoComplete="off"
      onChange={(e) => {
        setProblem(null);
        onChange(e.currentTarget.value);
      }}
      onBlur={check}
      error={problem ?? error}
    />
  );
}
