import { ERROR_MESSAGES } from '@bulten/core';
import { describe, expect, it } from 'vitest';
import en from '../../public/assets/i18n/en.json';
import tr from '../../public/assets/i18n/tr.json';
import { NAV_ITEMS } from '../app/navigation';

function lookup(file: object, key: string): unknown {
  return key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], file);
}

describe('translations', () => {
  it('translate every error code the API can answer, in both languages', () => {
    const missing = Object.keys(ERROR_MESSAGES).flatMap((code) =>
      [
        ['tr', tr],
        ['en', en],
      ].flatMap(([lang, file]) =>
        typeof lookup(file as object, `errors.${code}`) === 'string' ? [] : [`${lang}:${code}`],
      ),
    );
    expect(missing).toEqual([]);
  });

  it('name every navigation entry', () => {
    for (const item of NAV_ITEMS) {
      expect(typeof lookup(tr, item.labelKey)).toBe('string');
      expect(typeof lookup(en, item.labelKey)).toBe('string');
    }
  });

  it('use the specified dialog words', () => {
    expect([tr.dialog.ok, en.dialog.ok]).toEqual(['Tamam', 'OK']);
    expect([tr.dialog.errorTitle, tr.session.endSession]).toEqual(['Hata', 'Oturumu Sonlandır']);
    expect(tr.errors.LOGIN_WITHOUT_TOKEN).toBe(ERROR_MESSAGES.INTERNAL.tr);
    expect(en.errors.LOGIN_WITHOUT_TOKEN).toBe(ERROR_MESSAGES.INTERNAL.en);
  });
});
