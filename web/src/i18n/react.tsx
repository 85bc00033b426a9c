import { createContext, type ReactNode, use } from 'react';
import { appI18n } from './i18n';
import type { TFunction, Translator } from './translator';

export type { TFunction, Translator } from './translator';

const TranslatorContext = createContext<Translator>(appI18n);

/** Gives the components below a translator of their own (the server renderer's of the page's language). */
export function TranslatorProvider({
  translator,
  children,
}: {
  translator: Translator;
  children: ReactNode;
}) {
  return <TranslatorContext value={translator}>{children}</TranslatorContext>;
}

/** The translator of the nearest `TranslatorProvider`, else the app's: `{ t, i18n }`, as react-i18next's. */
export function useTranslation(): { t: TFunction; i18n: Translator } {
  const i18n = use(TranslatorContext);
  return { t: i18n.t, i18n };
}
