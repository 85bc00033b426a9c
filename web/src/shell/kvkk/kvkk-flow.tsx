import type { KvkkText } from '@bulten/core';
import { modals } from '@mantine/modals';
import { checkKvkk, getLastKvkk } from '../../api/kvkk-api';
import type { AppServices } from '../../app/services';
import { appI18n } from '../../i18n/i18n';
import { errorDialogThenReload } from '../../notify/dialogs';
import { errorText } from '../../notify/error-text';
import { showHeldToasts } from '../../notify/held-toasts';
import { KvkkConsent } from './KvkkConsent';

/** Modal id of the KVKK consent dialog. */
export const KVKK_MODAL_ID = 'kvkk-consent';

/**
 * For a signed-in person: checks the KVKK consent; when it is not 1, shows the newest text in a modal
 * that cannot be dismissed (xl, static backdrop, no close button, no Escape). Resolves once the person
 * has approved or nothing was needed. A failed check shows the translated error, then reloads.
 */
export async function askKvkkConsent(services: Pick<AppServices, 'http'>, userId: number): Promise<void> {
  await consent(services, userId);
  // A sign-in's welcome comes after the consent, never over the dialog's title.
  showHeldToasts();
}

async function consent(services: Pick<AppServices, 'http'>, userId: number): Promise<void> {
  let text: KvkkText | undefined;
  try {
    const check = await checkKvkk(services.http, userId);
    if (check.sonuc === 1) return;
    text = (await getLastKvkk(services.http))[0];
  } catch (error) {
    errorDialogThenReload(errorText(appI18n.t, error));
    return new Promise(() => {});
  }
  if (!text) return;
  const shown = text;
  return new Promise<void>((resolve) => {
    modals.open({
      modalId: KVKK_MODAL_ID,
      size: 'xl',
      title: shown.Baslik,
      centered: true,
      closeOnClickOutside: false,
      closeOnEscape: false,
      withCloseButton: false,
      children: <KvkkConsent text={shown} userId={userId} onApproved={resolve} />,
    });
  });
}
