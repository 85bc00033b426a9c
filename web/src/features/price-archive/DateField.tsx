import '@mantine/dates/styles.css';
import 'dayjs/locale/tr';
import 'dayjs/locale/en-gb';
import { DateInput, DatesProvider } from '@mantine/dates';
import { useServices } from '../../app/services';
import { dateFieldFormat, parseDateText } from './date-text';

/** Props of a localised date field. */
export interface DateFieldProps {
  label: string;
  value: string;
  onChange: (date: string) => void;
  minDate?: string;
  maxDate?: string;
}

/** A date field with a calendar in the language (tr: `21.11.2026`); typed dates are accepted too. */
export function DateField({ label, value, onChange, minDate, maxDate }: DateFieldProps) {
  const { language } = useServices();
  return (
    <DatesProvider settings={{ locale: language === 'tr' ? 'tr' : 'en-gb', firstDayOfWeek: 1 }}>
      <DateInput
        label={label}
        value={value}
        valueFormat={dateFieldFormat(language)}
        dateParser={parseDateText}
        onChange={(next) => {
          if (next) onChange(next.slice(0, 10));
        }}
        {...(minDate ? { minDate } : {})}
        {...(maxDate ? { maxDate } : {})}
        w={{ base: '100%', xs: 170 }}
      />
    </DatesProvider>
  );
}
