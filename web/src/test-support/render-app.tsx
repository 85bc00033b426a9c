import type { Language } from '@bulten/core';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { type RenderResult, render } from '@testing-library/react';
import i18next, { type i18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { memoryLocation } from 'wouter/memory-location';
import en from '../../public/assets/i18n/en.json';
import tr from '../../public/assets/i18n/tr.json';
import { type AppServices, ServicesContext } from '../app/services';
import { appTheme } from '../app/theme';
import { Router } from '../routing/router';

const TRANSLATIONS = { tr, en } as const;

/** An i18next instance with the web's real translations of a language (as the app loads them). */
export async function testI18n(language: Language): Promise<i18n> {
  const instance = i18next.createInstance();
  await instance.use(initReactI18next).init({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: TRANSLATIONS[language] } },
    interpolation: { escapeValue: false },
  });
  return instance;
}

// jsdom lacks the layout APIs Mantine asks for; components only need them to exist.
function polyfillLayout(): void {
  if (!window.matchMedia) {
    window.matchMedia = (query: string) =>
      ({
        matches: false,
        media: query,
        onchange: null,
        addEventListener: () => {},
        removeEventListener: () => {},
        addListener: () => {},
        removeListener: () => {},
        dispatchEvent: () => false,
      }) as MediaQueryList;
  }
  if (typeof window.ResizeObserver === 'undefined') {
    window.ResizeObserver = class {
      observe() {}
      unobserve() {}
      disconnect() {}
    } as unknown as typeof ResizeObserver;
  }
  Element.prototype.scrollIntoView ??= () => {};
}

/**
 * Renders `ui` as the app would around it: real translations, the app's Mantine theme and modals, a router
 * on an in-memory location (at `path`, `/` by default) and the services' language (the only service the
 * rendered components read).
 */
export async function renderInApp(ui: ReactNode, language: Language, path = '/'): Promise<RenderResult> {
  polyfillLayout();
  const i18nInstance = await testI18n(language);
  const services = { language } as AppServices;
  return render(
    <I18nextProvider i18n={i18nInstance}>
      <ServicesContext value={services}>
        <MantineProvider theme={appTheme(i18nInstance.t('dialog.close'))} env="test">
          <ModalsProvider>
            <Router hook={memoryLocation({ path }).hook}>{ui}</Router>
          </ModalsProvider>
        </MantineProvider>
      </ServicesContext>
    </I18nextProvider>,
  );
}
