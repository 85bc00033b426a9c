import type { Language } from '@bulten/core';
import { useServices } from '../app/services';
import { FrameButton } from '../components/FrameButton';
import { useTranslation } from '../i18n/react';
import { writeLanguageCookie } from '../session/language-cookie';
import { writeLanguage } from '../session/storage';

const OTHER: Record<Language, { language: Language; name: string }> = {
  tr: { language: 'en', name: 'English' },
  en: { language: 'tr', name: 'Türkçe' },
};

/** Switches to the other language: stores `language` and `langid` (and the server's cookie), then reloads. */
export function LanguageSwitch() {
  const { t } = useTranslation();
  const { language, storage } = useServices();
  const other = OTHER[language];
  return (
    <FrameButton
      variant="subtle"
      size="compact-md"
      lang={other.language}
      title={t('language.switch')}
      onClick={() => {
        writeLanguage(storage, other.language);
        writeLanguageCookie(document, other.language);
        window.location.reload();
      }}
    >
      {other.name}
    </FrameButton>
  );
}
