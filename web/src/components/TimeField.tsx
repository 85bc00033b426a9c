import { parseClockText } from '@bulten/core/locale/date-fields';
import { type StyleProp, TextInput } from '@mantine/core';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from '../i18n/react';

/** Props of a clock-time field; times are `HH:mm` (24-hour, Istanbul), '' for none. */
export interface TimeFieldProps {
  label: string;
  value: string;
  onChange: (time: string) => void;
  /** Its width (default: full on a phone, 110 px beside other fields). */
  w?: StyleProp<CSSProperties['width']>;
}

/**
 * A 24-hour clock-time field the same in every browser (`15:30`; `9:05` and `15.30` are read too), where a
 * browser's own time input would show its own locale's format: a valid time is passed on when the field is
 * left, a wrong one says why next to the field.
 */
export function TimeField({ label, value, onChange, w }: TimeFieldProps) {
  const { t } = useTranslation();
  const [text, setText] = useState(value);
  const [problem, setProblem] = useState<string | null>(null);
  const [shown, setShown] = useState(value);
  if (value !== shown) {
    setShown(value);
    setText(value);
  }
  const commit = () => {
    if (text.trim() === '') {
      setProblem(null);
      return onChange('');
    }
    const time = parseClockText(text);
    setProblem(time ? null : t('timeField.invalid'));
    if (time) {
      setText(time);
      onChange(time);
    }
  };
  return (
    <TextInput
      label={label}
      value={text}
      placeholder={t('timeField.placeholder')}
      inputMode="numeric"
      autoComplete="off"
      maxLength={5}
      onChange={(e) => {
        setProblem(null);
        setText(e.currentTarget.value);
      }}
      onBlur={commit}
      onKeyDown={(e) => {
        if (e.key === 'Enter') commit();
      }}
      error={problem}
      w={w ?? { base: '100%', xs: 110 }}
    />
  );
}
