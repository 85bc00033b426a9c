import { useEffect, useRef } from 'react';
import { moduleOption } from '../../api/cms-api';
import { useCmsValue } from '../../api/hooks/use-cms-value';
import { useModuleOptions } from '../../api/hooks/use-module-options';
import { useServices } from '../../app/services';
import { Paragraphs } from '../../components/Paragraphs';
import { useTranslation } from '../../i18n/react';
import { alertDialog } from '../../notify/dialogs';
import { introDue, introEnabled, markIntroSeen } from './intro';

/** Id of the intro dialog a server-rendered page's loader shows (`public/boot.js`). */
const BOOT_INTRO_ID = 'boot-intro';

/** Shows the intro (CMS `intro/content`) once per content version, unless `intro.enabled` is false. */
export function IntroGate({ ready }: { ready: boolean }) {
  const { t } = useTranslation();
  const { storage } = useServices();
  const options = useModuleOptions();
  const enabled = options.isSuccess && introEnabled(moduleOption(options.data, 'intro', 'enabled'));
  const content = useCmsValue('intro', 'content', ready && enabled);
  const shown = useRef(false);

  useEffect(() => {
    const value = content.data;
    if (!ready || !value || shown.current || !introDue(storage, value)) return;
    // A server-rendered page's loader (`public/boot.js`) shows the intro before the app starts.
    if (document.getElementById(BOOT_INTRO_ID)) return;
    shown.current = true;
    alertDialog({
      title: t('intro.title'),
      message: <Paragraphs text={value.Deger} />,
      onClose: () => markIntroSeen(storage, value),
    });
  }, [ready, content.data, storage, t]);

  return null;
}
