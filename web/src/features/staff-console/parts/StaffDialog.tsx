import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

/** A console dialog: full screen on a phone, `size` wide elsewhere. */
export function StaffDialog({
  title,
  onClose,
  size = 'lg',
  children,
}: {
  title: string;
  onClose: () => void;
  size?: 'lg' | 'xl';
  children: ReactNode;
}) {
  const small = useMediaQuery('(max-width: 36em)') ?? false;
  return (
    <Modal opened onClose={onClose} fullScreen={small} title={title} size={size}>
      {children}
    </Modal>
  );
}

/** The dialog's close button beside its submit button (not while the write runs). */
export function CloseButton({ onClose, busy }: { onClose: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Button variant="subtle" onClick={onClose} disabled={busy}>
      {t('staff.common.close')}
    </Button>
  );
}
