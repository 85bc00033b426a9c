import { Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import type { ReactNode } from 'react';
import { FrameButton } from '../components/FrameButton';
import { appI18n } from '../i18n/i18n';

/** Dialog sizes of the specification. */
export type DialogSize = 'lg' | 'xl';

/** An alert: a message with one confirm button ("Tamam" by default) on a static backdrop. */
export interface AlertOptions {
  title: string;
  message: ReactNode;
  size?: DialogSize;
  confirmLabel?: string;
  /** Runs when the dialog goes away (button, or Escape unless `locked`). */
  onClose?: () => void;
  /** No close button and no Escape: the confirm button is the only way out. */
  locked?: boolean;
}

/** Modal props every dialog shares: static backdrop (clicks outside do nothing), centred. */
export const STATIC_BACKDROP = { closeOnClickOutside: false, centered: true } as const;

function paragraphs(message: ReactNode): ReactNode {
  return typeof message === 'string' ? <Text>{message}</Text> : message;
}

let dialogCount = 0;

/** Opens an alert dialog and answers its modal id. */
export function alertDialog(options: AlertOptions): string {
  dialogCount += 1;
  const id = `alert-${dialogCount}`;
  modals.open({
    modalId: id,
    ...STATIC_BACKDROP,
    title: options.title,
    size: options.size ?? 'lg',
    closeOnEscape: !options.locked,
    withCloseButton: !options.locked,
    onClose: options.onClose,
    children: (
      <Stack>
        {paragraphs(options.message)}
        <Group justify="flex-end">
          <FrameButton onClick={() => modals.close(id)} data-autofocus>
            {options.confirmLabel ?? appI18n.t('dialog.ok')}
          </FrameButton>
        </Group>
      </Stack>
    ),
  });
  return id;
}

/** An error alert titled "Hata" ("Error") that reloads the page when it goes away. */
export function errorDialogThenReload(message: string): void {
  alertDialog({ title: appI18n.t('dialog.errorTitle'), message, onClose: () => window.location.reload() });
}

/** A confirm dialog (lg, static backdrop) with "Tamam" / "Vazgeç" buttons. */
export function confirmDialog(
  title: string,
  message: ReactNode,
  onConfirm: () => void,
  size: DialogSize = 'lg',
): void {
  modals.openConfirmModal({
    ...STATIC_BACKDROP,
    title,
    size,
    children: paragraphs(message),
    labels: { confirm: appI18n.t('dialog.ok'), cancel: appI18n.t('dialog.cancel') },
    onConfirm,
  });
}
