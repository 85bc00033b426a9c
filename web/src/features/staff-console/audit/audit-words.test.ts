import { AUDIT_ACTIONS, auditActionKey } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import en from '../../../../public/assets/i18n/staff/en.json';
import tr from '../../../../public/assets/i18n/staff/tr.json';
import { createTranslator } from '../../../i18n/translator';
import { actionText, changeText, entityText, fieldText } from './audit-words';

const turkish = createTranslator('tr', tr);
const english = createTranslator('en', en);

describe('the audit log in words', () => {
  it('words every action the server records, in tr and en', () => {
    for (const { t } of [turkish, english])
      expect(
        AUDIT_ACTIONS.filter((a) => t(`staff.audit.actions.${auditActionKey(a)}`).startsWith('staff.')),
      ).toEqual([]);
    expect(actionText(turkish.t, 'registration.create')).toBe('Tescil girildi');
    expect(actionText(english.t, 'registrations.import.rejected')).toBe('Registrations file rejected');
    expect(entityText(turkish.t, 'registration', 'E-1')).toBe('Tescil E-1');
  });

  it('shows a change as before → after in the language, and what was set as its value', () => {
    const price = { Alan: 'BirimFiyat', Onceki: 20.5, Sonraki: 20.45 };
    expect([fieldText(turkish.t, 'BirimFiyat'), changeText(turkish.t, 'tr', price)]).toEqual([
      'Birim fiyat',
      '20,5000 → 20,4500',
    ]);
    expect(changeText(english.t, 'en', price)).toBe('20.5000 → 20.4500');
    expect(changeText(turkish.t, 'tr', { Alan: 'Miktar', Sonraki: 25_000 })).toBe('25.000');
    expect(changeText(turkish.t, 'tr', { Alan: 'Durum', Onceki: 'AKTIF', Sonraki: 'IPTAL' })).toBe(
      'Aktif → İptal',
    );
    expect(changeText(english.t, 'en', { Alan: 'IptalNedeni', Onceki: null, Sonraki: 'Typo' })).toBe(
      '– → Typo',
    );
    const time = { Alan: 'IslemZamani', Sonraki: '2026-03-04T07:15:00.000Z' };
    expect(changeText(turkish.t, 'tr', time)).toBe('04.03.2026 10:15');
    expect(changeText(turkish.t, 'tr', { Alan: 'Sifre', Sonraki: null, Gizli: true })).toBe(
      'gizli (kaydedilmez)',
    );
    expect(changeText(english.t, 'en', { Alan: 'Aktif', Onceki: true, Sonraki: false })).toBe('Yes → No');
    expect(fieldText(english.t, 'summary.inserted')).toBe('New');
  });
});
