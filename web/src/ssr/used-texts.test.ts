import { describe, expect, it } from 'vitest';
import { createTranslator } from '../i18n/translator';
import { pickTexts, recordingTranslator } from './used-texts';

const TEXTS = { dialog: { ok: 'Tamam', close: 'Kapat' }, intro: { title: 'Hoş geldiniz' }, top: 'Üst' };

describe('the texts a rendered page used', () => {
  it('notes the keys asked for, answering as the translator does', () => {
    const { translator, used } = recordingTranslator(createTranslator('tr', TEXTS));
    expect(translator.t('dialog.ok')).toBe('Tamam');
    expect(translator.exists('top')).toBe(true);
    expect(translator.t('nope.key')).toBe('nope.key');
    expect([...used]).toEqual(['dialog.ok', 'top', 'nope.key']);
  });

  it('picks those texts, nested as in the file, leaving out keys without a text', () => {
    expect(pickTexts(TEXTS, ['dialog.ok', 'top', 'nope.key', 'dialog'])).toEqual({
      dialog: { ok: 'Tamam' },
      top: 'Üst',
    });
  });
});
