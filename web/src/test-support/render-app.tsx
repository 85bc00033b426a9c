import type { Language } from '@bulten/core';
import { MantineProvider } from '@mantine/core';
import { ModalsProvider } from '@mantine/modals';
import { type RenderResult, render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { memoryLocation } from 'wouter/memory-location';
import en from '../../public/assets/i18n/en.json';
import tr from '../../public/assets/i18n/tr.json';
import { type AppServices, ServicesContext } from '../app/services';
import { appTheme } from '../app/theme';
import { TranslatorProvider } from '../i18n/react';
import { createTranslator, type Translator } from '../i18n/translator';
import { Router } from '../routing/router';

const TRANSLATIONS = { tr, en } as const;

/** A translator with the web's real translations of a language (as the app loads them). */
export function testI18n(language: Language): Translator {
  return createTranslator(language, TRANSLATIONS[language]);
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
  const translator = testI18n(language);
  const services = { language } as AppServices;
  return render(
    <TranslatorProvider translator={translator}>
      <ServicesContext value={services}>
        <MantineProvider theme={appTheme(translator.t('dialog.close'))} env="test">
          <ModalsProvider>
            <Router hook={memoryLocation({ path }).hook}>{ui}</Router>
          </ModalsProvider>
        </MantineProvider>
      </ServicesContext>
    </TranslatorProvider>,
  );
}
