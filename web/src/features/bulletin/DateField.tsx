import '@mantine/dates/styles.css';
import 'dayjs/locale/tr';
import 'dayjs/locale/en-gb';
import type { Language } from '@bulten/core';
import { DatePickerInput, DatesProvider } from '@mantine/dates';

/** Props of a localised calendar-date field. */
export interface DateFieldProps {
  label: string;
  value: string;
  language: Language;
  onChange: (date: string) => void;
  minDate?: string;
  maxDate?: string;
}

/** A date picker in the language's calendar and format (tr: `21.11.2026`); values are `YYYY-MM-DD`. */
export function DateField({ label, value, language, onChange, minDate, maxDate }: DateFieldProps) {
  return (
    <DatesProvider settings={{ locale: language === 'tr' ? 'tr' : 'en-gb', firstDayOfWeek: 1 }}>
      <DatePickerInput
        label={label}
        value={value}
        valueFormat="DD.MM.YYYY"
        minDate={minDate}
        maxDate={maxDate}
        onChange={(next) => {
          if (next) onChange(next);
        }}
        w={170}
      />
    </DatesProvider>
  );
}
