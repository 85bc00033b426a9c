import type { Language, RegistrationListItem } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import en from '../../../../public/assets/i18n/en.json';
import staffEn from '../../../../public/assets/i18n/staff/en.json';
import staffTr from '../../../../public/assets/i18n/staff/tr.json';
import tr from '../../../../public/assets/i18n/tr.json';
import { createTranslator } from '../../../i18n/translator';
import { EMPTY_FORM, formOf, type RegistrationFormValues, readForm } from './registration-form';

const TEXTS = { tr: { ...tr, ...staffTr }, en: { ...en, ...staffEn } } as const;
const t = (language: Language) => createTranslator(language, TEXTS[language]).t;

const form = (values: Partial<RegistrationFormValues>): RegistrationFormValues => ({
  ...EMPTY_FORM,
  TescilNo: 'T-1',
  UrunKodu: '010101',
  ...values,
});

/** Reads a form of these values as a screen in `language` does: its number and date formats, its messages. */
const readOn = (language: Language, values: Partial<RegistrationFormValues>) =>
  readForm(t(language), language, form(values));

const stored: RegistrationListItem = {
  TescilNo: 'T-1',
  Versiyon: 1,
  Durum: 'AKTIF',
  IptalNedeni: null,
  IslemZamani: '2026-11-27T12:30:00.000Z',
  IslemTarih: '2026-11-27',
  UrunId: 5,
  Kanal: 'SALON',
  Miktar: 25_000,
  BirimFiyat: 20.45,
  Tutar: 511_250,
  AliciUyeId: null,
  SaticiUyeId: null,
  UrunKodu: '010101',
  UrunAdi: 'BUĞDAY',
  AliciUyeKodu: null,
  SaticiUyeKodu: null,
  Il: null,
  Ilce: null,
  BasSayisi: null,
  CanliAgirlik: 1.234,
  Protein: 13.2,
  Rutubet: null,
  Hektolitre: null,
  Sedimantasyon: null,
  Gluten: null,
  Sune: null,
  YabanciMadde: null,
  Versiyonlar: [],
  KontrolKodu: 'ABCD-EFGH',
};

describe('registration form', () => {
  it('reads `25.000` kg and `20,45` TL on a Turkish screen as 25 000 and 20.45, sent as numbers and an ISO time', () => {
    const read = readOn('tr', { IslemZamani: '27.11.2026 15:30', Miktar: '25.000', BirimFiyat: '20,45' });
    expect(read).toEqual({
      ok: true,
      body: expect.objectContaining({ IslemZamani: '2026-11-27T15:30', Miktar: 25_000, BirimFiyat: 20.45 }),
    });
  });

  it('refuses `25.000` on an English screen, with an English message beside the field, and sends nothing', () => {
    const read = readOn('en', { IslemZamani: '27/11/2026, 15:30', Miktar: '25.000', BirimFiyat: '20.45' });
    expect(read).toEqual({
      ok: false,
      problems: { Miktar: '“25.000” can be read two ways: write 25,000 for thousands or 25 for decimals.' },
    });
  });

  it('names every refused field in the screen’s language', () => {
    const read = readOn('tr', {
      IslemZamani: '2026-11-31 10:00',
      Miktar: '',
      BirimFiyat: '20.45',
      BasSayisi: '2,5',
      Protein: '101',
    });
    expect(read).toEqual({
      ok: false,
      problems: {
        Miktar: 'Bu alan zorunlu.',
        BirimFiyat: 'Sayıyı 1.234,50 gibi yazın: binlikler nokta, ondalık virgül.',
        BasSayisi: 'Tam sayı yazın.',
        Protein: 'En çok 100 olabilir.',
        IslemZamani: 'Zamanı GG.AA.YYYY SS:dd biçiminde yazın (ör. 23.11.2026 10:15).',
      },
    });
  });

  it('re-fills a correction in the screen’s format, and reads it back to the stored values', () => {
    expect(formOf(stored, 'tr')).toMatchObject({
      IslemZamani: '27.11.2026 15:30',
      Miktar: '25.000',
      BirimFiyat: '20,4500',
      CanliAgirlik: '1,2340',
      Protein: '13,20',
      BasSayisi: '',
    });
    expect(formOf(stored, 'en')).toMatchObject({
      IslemZamani: '27/11/2026, 15:30',
      Miktar: '25,000',
      BirimFiyat: '20.4500',
      Protein: '13.20',
    });
    for (const language of ['tr', 'en'] as const) {
      const read = readOn(language, formOf(stored, language));
      expect(read).toEqual({
        ok: true,
        body: expect.objectContaining({
          IslemZamani: '2026-11-27T15:30',
          Miktar: 25_000,
          BirimFiyat: 20.45,
          CanliAgirlik: 1.234,
          Protein: 13.2,
        }),
      });
      expect(read.ok && 'BasSayisi' in read.body).toBe(false);
    }
  });
});
