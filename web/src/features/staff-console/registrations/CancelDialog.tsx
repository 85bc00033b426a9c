import { Textarea } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { STAFF_KEY } from '../../../api/hooks/use-staff';
import { useServices } from '../../../app/services';
import { boundText } from '../../../components/bind';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { ErrorNotice } from '../../../components/QueryState';
import { useTranslation } from '../../../i18n/react';
import { useDraft } from '../drafts';
import { StaffFormDialog } from '../parts/StaffDialog';
import { staffCall } from '../staff-call';
import { useStaffWrite } from '../use-staff-action';
import { PreviewFigures } from './PreviewFigures';

/** Cancels a registration with a reason, after showing the bulletin figures before and after. */
export function CancelDialog({ no, onClose }: { no: string; onClose: () => void }) {
  const { t } = useTranslation();
  const services = useServices();
  const [draft, setDraft, clearDraft] = useDraft(`cancel-${no}`, { reason: '' });
  const action = useStaffWrite();
  const preview = useQuery({
    queryKey: [...STAFF_KEY, 'preview', 'cancel', no],
    queryFn: () =>
      staffCall(services, 'registrationDesk.TescilPreview', { params: { no }, body: { Iptal: true } }),
    gcTime: 0,
  });

  const submit = async () => {
    const cancel = () =>
      staffCall(services, 'registrationDesk.TescilCancel', {
        params: { no },
        body: { reason: draft.reason },
      });
    if (!(await action.write(cancel, t('staff.registrations.cancelled', { no })))) return;
    clearDraft();
    onClose();
  };

  const title = t('staff.registrations.cancelTitle', { no });
  return (
    <StaffFormDialog
      title={title}
      onClose={onClose}
      action={action}
      submitLabel={t('staff.registrations.confirmCancel')}
      submit={{ color: 'red.9', disabled: !preview.data }}
      onSubmit={submit}
      head={
        <>
          {preview.isPending && <PageSkeleton />}
          {preview.isError && <ErrorNotice error={preview.error} onRetry={() => void preview.refetch()} />}
          {preview.data && <PreviewFigures preview={preview.data} />}
        </>
      }
    >
      <Textarea
        label={t('staff.registrations.reason')}
        {...boundText(draft.reason, (reason) => setDraft({ reason }))}
        required
        maxLength={500}
        autosize
        minRows={2}
      />
    </StaffFormDialog>
  );
}
