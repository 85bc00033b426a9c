import type { Language, RegistrationListItem, RegistrationRequest } from '@bulten/core';
import {
  ANALYSIS_KEYS,
  dateTimeText,
  formatTypedNumber,
  istanbulClock,
  istanbulDate,
  parseDateTimeText,
  REGISTRATION_NUMBER_RULES,
  type RegistrationNumberColumn,
  scaledOf,
} from '@bulten/core';
import { readNumberText } from '../../../components/number-text';
import type { TFunction } from '../../../i18n/translator';

/** The optional lab analyses of the form, in the order it shows them (the CSV column names): core's, then the live weight. */
export const ANALYSIS_FIELDS = [...ANALYSIS_KEYS, 'CanliAgirlik'] as const;
type AnalysisField = (typeof ANALYSIS_FIELDS)[number];

/** What the registration form holds: every field as typed, numbers and the time in the screen's language. */
export type RegistrationFormValues = {
  TescilNo: string;
  IslemZamani: string;
  UrunKodu: string;
  Miktar: string;
  BirimFiyat: string;
  Kanal: string;
  AliciUyeKodu: string;
  SaticiUyeKodu: string;
  Il: string;
  Ilce: string;
  BasSayisi: string;
} & Record<AnalysisField, string>;

/** An empty form. */
export const EMPTY_FORM: RegistrationFormValues = {
  TescilNo: '',
  IslemZamani: '',
  UrunKodu: '',
  Miktar: '',
  BirimFiyat: '',
  Kanal: 'SALON',
  AliciUyeKodu: '',
  SaticiUyeKodu: '',
  Il: '',
  Ilce: '',
  BasSayisi: '',
  ...(Object.fromEntries(ANALYSIS_FIELDS.map((f) => [f, ''])) as Record<AnalysisField, string>),
};

/** The number fields of the form, each read by its registration column's rule (core's, as the CSV's). */
export const NUMBER_FIELDS = Object.keys(REGISTRATION_NUMBER_RULES) as RegistrationNumberColumn[];
const REQUIRED_NUMBERS: ReadonlySet<RegistrationNumberColumn> = new Set(['Miktar', 'BirimFiyat']);

const optional = (text: string) => (text.trim() === '' ? null : text.trim());

/** A form read for sending: the request body, or the problems per field (nothing is sent then). */
export type FormReading =
  | { ok: true; body: RegistrationRequest }
  | { ok: false; problems: Record<string, string> };

/**
 * Reads a form in the screen's language: numbers with core's strict parser (`25.000` on a Turkish screen is
 * 25 000 kg, on an English one it is refused as ambiguous), the time as a wall-clock ISO time. The body
 * carries JSON numbers and an ISO time, never text in a language's format.
 */
export function readForm(t: TFunction, language: Language, values: RegistrationFormValues): FormReading {
  const problems: Record<string, string> = {};
  const numbers: Partial<Record<RegistrationNumberColumn, number | null>> = {};
  for (const field of NUMBER_FIELDS) {
    const rule = REGISTRATION_NUMBER_RULES[field];
    const read = readNumberText(t, language, values[field], rule, REQUIRED_NUMBERS.has(field));
    if (read.ok) numbers[field] = read.value;
    else problems[field] = read.message;
  }
  const time = parseDateTimeText(values.IslemZamani);
  if (!time) problems.IslemZamani = t('staff.registrations.timeInvalid');
  if (Object.keys(problems).length > 0 || !time) return { ok: false, problems };
  const body: Record<string, unknown> = {
    TescilNo: values.TescilNo.trim(),
    IslemZamani: time,
    UrunKodu: values.UrunKodu.trim(),
    Kanal: values.Kanal,
    AliciUyeKodu: optional(values.AliciUyeKodu),
    SaticiUyeKodu: optional(values.SaticiUyeKodu),
    Il: optional(values.Il),
    Ilce: optional(values.Ilce),
  };
  for (const field of NUMBER_FIELDS) if (numbers[field] !== null) body[field] = numbers[field];
  return { ok: true, body: body as RegistrationRequest };
}

/** A stored number written for its field in the screen's language (tr `25.000`, `20,4500`); '' for none. */
function numberText(language: Language, field: RegistrationNumberColumn, value: number | null): string {
  if (value === null) return '';
  const rule = REGISTRATION_NUMBER_RULES[field];
  const scaled = scaledOf(value, rule.decimals);
  return scaled === null ? String(value) : formatTypedNumber(language, scaled, rule);
}

/** The form of a stored registration (for a correction), in the screen's language: Istanbul time, numbers as typed. */
export function formOf(row: RegistrationListItem, language: Language): RegistrationFormValues {
  const at = new Date(row.IslemZamani);
  const numbers = Object.fromEntries(NUMBER_FIELDS.map((f) => [f, numberText(language, f, row[f])]));
  return {
    ...EMPTY_FORM,
    TescilNo: row.TescilNo,
    IslemZamani: dateTimeText(language, istanbulDate(at), istanbulClock(at).slice(0, 5)),
    UrunKodu: row.UrunKodu,
    Kanal: row.Kanal,
    AliciUyeKodu: row.AliciUyeKodu ?? '',
    SaticiUyeKodu: row.SaticiUyeKodu ?? '',
    Il: row.Il ?? '',
    Ilce: row.Ilce ?? '',
    ...(numbers as Record<RegistrationNumberColumn, string>),
  };
}
