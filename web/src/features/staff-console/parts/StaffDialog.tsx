import { Button, Modal } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { useTranslation } from '../../../i18n/react';
import { StaffForm, type StaffFormProps } from './StaffForm';

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

/** Props of a dialog holding one console form. */
export type StaffFormDialogProps = Omit<StaffFormProps, 'label' | 'title' | 'actions'> & {
  /** The dialog's title, also the form's accessible name. */
  title: string;
  onClose: () => void;
};

/** A console dialog of one form named by its title, with a close button beside the submit button. */
export function StaffFormDialog({ title, onClose, ...form }: StaffFormDialogProps) {
  return (
    <StaffDialog title={title} onClose={onClose}>
      <StaffForm
        {...form}
        label={title}
        actions={<CloseButton onClose={onClose} busy={form.action.busy} />}
      />
    </StaffDialog>
  );
}

/** The dialog's close button beside its submit button (not while the write runs). */
function CloseButton({ onClose, busy }: { onClose: () => void; busy: boolean }) {
  const { t } = useTranslation();
  return (
    <Button variant="subtle" onClick={onClose} disabled={busy}>
      {t('staff.common.close')}
    </Button>
  );
}
