import { describe, expect, it } from 'vitest';
import { createTranslator } from './translator';

const TR = {
  dialog: { ok: 'Tamam', nested: { deep: 'Derin' } },
  page: { of: '{{shown}} / {{total}} kayıt', raw: '<b>{{name}}</b> & {{ name }}' },
};
const EN = { dialog: { ok: 'OK' } };

describe('createTranslator', () => {
  it('looks dotted keys up in nested sections', () => {
    const { t } = createTranslator('tr', TR);
    expect(t('dialog.ok')).toBe('Tamam');
    expect(t('dialog.nested.deep')).toBe('Derin');
  });

  it('fills {{placeholders}} without escaping (React escapes what it renders)', () => {
    const { t } = createTranslator('tr', TR);
    expect(t('page.of', { shown: 0, total: 12 })).toBe('0 / 12 kayıt');
    expect(t('page.raw', { name: 'A & B' })).toBe('<b>A & B</b> & A & B');
    expect(t('page.of', { shown: null, total: undefined })).toBe(' /  kayıt');
  });

  it('answers a key without a text with the key itself (a missing key, a section, a key beyond a text)', () => {
    const { t } = createTranslator('tr', TR);
    expect(t('dialog.missing')).toBe('dialog.missing');
    expect(t('dialog')).toBe('dialog');
    expect(t('dialog.ok.more')).toBe('dialog.ok.more');
    expect(t('nowhere.at.all', { name: 'x' })).toBe('nowhere.at.all');
  });

  it('tells whether a key names a text', () => {
    const translator = createTranslator('tr', TR);
    expect(translator.exists('dialog.ok')).toBe(true);
    expect(translator.exists('dialog.nested')).toBe(false);
    expect(translator.exists('staff.title')).toBe(false);
  });

  it('adds texts loaded later (the staff console), keeping the others', () => {
    const translator = createTranslator('tr', TR);
    translator.addTranslations({ staff: { title: 'Bülten Yönetim', total: '{{count}} kayıt' } });
    expect(translator.exists('staff.title')).toBe(true);
    expect(translator.t('staff.total', { count: 3 })).toBe('3 kayıt');
    expect(translator.t('dialog.ok')).toBe('Tamam');
  });

  it('keeps translators apart: each has its language and texts, and additions stay in their own', () => {
    const tr = createTranslator('tr', TR);
    const en = createTranslator('en', EN);
    tr.addTranslations({ staff: { title: 'Yönetim' } });
    expect([tr.language, en.language]).toEqual(['tr', 'en']);
    expect([tr.t('dialog.ok'), en.t('dialog.ok')]).toEqual(['Tamam', 'OK']);
    expect(en.t('page.of')).toBe('page.of');
    expect(en.exists('staff.title')).toBe(false);
  });

  it('does not change the translations it was given', () => {
    const given = { dialog: { ok: 'Tamam' } };
    createTranslator('tr', given).addTranslations({ staff: { title: 'Yönetim' } });
    expect(given).toEqual({ dialog: { ok: 'Tamam' } });
  });
});
