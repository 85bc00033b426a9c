// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { HttpClient } from '../api/http';
import { appI18n, initI18n } from './i18n';
import { TranslatorProvider, useTranslation } from './react';
import { createTranslator } from './translator';

afterEach(cleanup);

function Greeting() {
  const { t, i18n } = useTranslation();
  return (
    <p>
      {i18n.language}: {t('greeting', { name: 'Ayşe' })}
    </p>
  );
}

const noHttp = {} as HttpClient;

describe('useTranslation', () => {
  it('reads the translator of the nearest provider', () => {
    render(
      <TranslatorProvider translator={createTranslator('en', { greeting: 'Hello {{name}}' })}>
        <Greeting />
      </TranslatorProvider>,
    );
    expect(screen.getByText('en: Hello Ayşe')).toBeTruthy();
  });

  it('reads the app translator outside a provider, once started', async () => {
    expect(appI18n.t('greeting')).toBe('greeting');
    await initI18n('tr', noHttp, { greeting: 'Merhaba {{name}}' });
    render(<Greeting />);
    expect(screen.getByText('tr: Merhaba Ayşe')).toBeTruthy();
    expect(appI18n.exists('greeting')).toBe(true);
  });

  it('loads the language file when the page carries no translations', async () => {
    const asked: string[] = [];
    const http = {
      get: async <T,>(url: string, schema: { parse(data: unknown): T }) => {
        asked.push(url);
        return schema.parse({ greeting: 'Hi {{name}}' });
      },
    } as HttpClient;
    await initI18n('en', http);
    render(<Greeting />);
    expect(asked).toEqual(['assets/i18n/en.json']);
    expect(screen.getByText('en: Hi Ayşe')).toBeTruthy();
  });
});
