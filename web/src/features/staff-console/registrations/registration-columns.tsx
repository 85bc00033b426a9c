import type { Language, RegistrationListItem } from '@bulten/core';
import type { Column } from '../../../components/DataTable';
import { type RowButton, rowButtonsColumn } from '../../../components/RowButtons';
import { formatAmount } from '../../../format/amounts';
import { formatDateTime } from '../../../format/dates';
import { formatPrice } from '../../../format/prices';
import { formatQuantity } from '../../../format/quantities';
import type { TFunction } from '../../../i18n/translator';

/** What a row's buttons do. */
export interface RowActions {
  /** The table lets the role correct and cancel. */
  canChange: boolean;
  onCorrect: (row: RegistrationListItem) => void;
  onCancel: (row: RegistrationListItem) => void;
}

function versions(t: TFunction, language: Language, row: RegistrationListItem) {
  if (row.Versiyonlar.length === 0) return String(row.Versiyon);
  return (
    <details>
      <summary>
        {t('staff.registrations.versions', { version: row.Versiyon, count: row.Versiyonlar.length })}
      </summary>
      <ul className="staff-versions">
        {row.Versiyonlar.map((v) => (
          <li key={v.Versiyon}>
            {t('staff.registrations.versionLine', {
              version: v.Versiyon,
              status: t(`staff.status.${v.Durum}`),
              quantity: formatQuantity(language, v.Miktar),
              price: formatPrice(language, v.BirimFiyat),
              at: formatDateTime(language, new Date(v.DegisimZamani)),
            })}
          </li>
        ))}
      </ul>
    </details>
  );
}

function actions(t: TFunction, row: RegistrationListItem, a: RowActions): RowButton[] | null {
  if (!a.canChange || row.Durum !== 'AKTIF') return null;
  return [
    {
      label: t('staff.registrations.correct'),
      name: t('staff.registrations.correctNo', { no: row.TescilNo }),
      onClick: () => a.onCorrect(row),
    },
    {
      label: t('staff.registrations.cancel'),
      name: t('staff.registrations.cancelNo', { no: row.TescilNo }),
      onClick: () => a.onCancel(row),
    },
  ];
}

/** The columns of the registration list. */
export function registrationColumns(t: TFunction, a: RowActions): Column<RegistrationListItem>[] {
  const f = (key: string) => t(`staff.registrations.fields.${key}`);
  return [
    { key: 'no', label: f('TescilNo'), cell: (r) => r.TescilNo },
    { key: 'code', label: f('KontrolKodu'), cell: (r) => r.KontrolKodu },
    { key: 'at', label: f('IslemZamani'), cell: (r, l) => formatDateTime(l, new Date(r.IslemZamani)) },
    { key: 'product', label: f('UrunKodu'), cell: (r) => `${r.UrunKodu} · ${r.UrunAdi}` },
    { key: 'channel', label: f('Kanal'), cell: (r) => t(`staff.channels.${r.Kanal}`) },
    { key: 'quantity', label: f('Miktar'), numeric: true, cell: (r, l) => formatQuantity(l, r.Miktar) },
    { key: 'price', label: f('BirimFiyat'), numeric: true, cell: (r, l) => formatPrice(l, r.BirimFiyat) },
    {
      key: 'amount',
      label: t('staff.registrations.amount'),
      numeric: true,
      cell: (r, l) => formatAmount(l, r.Tutar),
    },
    { key: 'buyer', label: f('AliciUyeKodu'), cell: (r) => r.AliciUyeKodu ?? '–' },
    { key: 'seller', label: f('SaticiUyeKodu'), cell: (r) => r.SaticiUyeKodu ?? '–' },
    {
      key: 'status',
      label: t('staff.registrations.status'),
      cell: (r) =>
        r.IptalNedeni ? `${t(`staff.status.${r.Durum}`)}: ${r.IptalNedeni}` : t(`staff.status.${r.Durum}`),
    },
    { key: 'version', label: t('staff.registrations.version'), cell: (r, l) => versions(t, l, r) },
    rowButtonsColumn('actions', t('staff.registrations.actions'), (r) => actions(t, r, a)),
  ];
}
