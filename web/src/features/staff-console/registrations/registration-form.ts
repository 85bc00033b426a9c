import type { RegistrationListItem, RegistrationRequest } from '@bulten/core';
import { ANALYSIS_KEYS, istanbulClock, istanbulDate } from '@bulten/core';

/** The optional lab analyses of the form, in the order it shows them (the CSV column names): core's, then the live weight. */
export const ANALYSIS_FIELDS = [...ANALYSIS_KEYS, 'CanliAgirlik'] as const;
type AnalysisField = (typeof ANALYSIS_FIELDS)[number];

/** What the registration form holds: every field as typed. */
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

// A decimal comma (as Turkish users type it) is sent as the dot the server reads.
const decimal = (text: string) => text.trim().replace(',', '.');
const optional = (text: string) => (text.trim() === '' ? null : text.trim());

/** The request body of a form (the server checks it with the CSV row rules). */
export function requestOf(values: RegistrationFormValues): RegistrationRequest {
  const body: Record<string, unknown> = {
    TescilNo: values.TescilNo.trim(),
    IslemZamani: values.IslemZamani.trim(),
    UrunKodu: values.UrunKodu.trim(),
    Miktar: decimal(values.Miktar),
    BirimFiyat: decimal(values.BirimFiyat),
    Kanal: values.Kanal,
    AliciUyeKodu: optional(values.AliciUyeKodu),
    SaticiUyeKodu: optional(values.SaticiUyeKodu),
    Il: optional(values.Il),
    Ilce: optional(values.Ilce),
  };
  if (values.BasSayisi.trim() !== '') body.BasSayisi = Number(values.BasSayisi.trim());
  for (const field of ANALYSIS_FIELDS) {
    if (values[field].trim() !== '') body[field] = decimal(values[field]);
  }
  return body as RegistrationRequest;
}

/** The form of a stored registration (for a correction): its time in Istanbul, decimals with a dot. */
export function formOf(row: RegistrationListItem): RegistrationFormValues {
  const at = new Date(row.IslemZamani);
  return {
    ...EMPTY_FORM,
    TescilNo: row.TescilNo,
    IslemZamani: `${istanbulDate(at)} ${istanbulClock(at).slice(0, 5)}`,
    UrunKodu: row.UrunKodu,
    Miktar: String(row.Miktar),
    BirimFiyat: String(row.BirimFiyat),
    Kanal: row.Kanal,
    AliciUyeKodu: row.AliciUyeKodu ?? '',
    SaticiUyeKodu: row.SaticiUyeKodu ?? '',
    Il: row.Il ?? '',
    Ilce: row.Ilce ?? '',
    BasSayisi: row.BasSayisi === null ? '' : String(row.BasSayisi),
    ...(Object.fromEntries(ANALYSIS_FIELDS.map((f) => [f, row[f] === null ? '' : String(row[f])])) as Record<
      AnalysisField,
      string
    >),
  };
}
