import { staffDeskEndpoints, staffEndpoints } from '@bulten/core';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_KEY } from '../../../api/hooks/use-staff';
import { useServices } from '../../../app/services';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { ErrorNotice } from '../../../components/QueryState';
import { toast } from '../../../notify/toast';
import { useDraft } from '../drafts';
import { staffCall } from '../staff-call';
import { useStaffAction } from '../use-staff-action';
import { PreviewFigures } from './PreviewFigures';

/** Cancels a registration with a reason, after showing the bulletin figures before and after. */
export function CancelDialog({ no, onClose }: { no: string; onClose: () => void }) {
  const { t } = useTranslation();
  const small = useMediaQuery('(max-width: 36em)') ?? false;
  const services = useServices();
  const queryClient = useQueryClient();
  const [draft, setDraft, clearDraft] = useDraft(`cancel-${no}`, { reason: '' });
  const { busy, problem, run } = useStaffAction();
  const preview = useQuery({
    queryKey: [...STAFF_KEY, 'preview', 'cancel', no],
    queryFn: () =>
      staffCall(services, staffDeskEndpoints.TescilPreview, { params: { no }, body: { Iptal: true } }),
    gcTime: 0,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    await run(async () => {
      await staffCall(services, staffEndpoints.TescilCancel, {
        params: { no },
        body: { reason: draft.reason },
      });
      toast('success', t('staff.registrations.cancelled', { no }));
      clearDraft();
      await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
      onClose();
    });
  }

  return (
    <Modal
      opened
      onClose={onClose}
      fullScreen={small}
      title={t('staff.registrations.cancelTitle', { no })}
      size="lg"
    >
      <form onSubmit={(e) => void submit(e)} aria-label={t('staff.registrations.cancelTitle', { no })}>
        <Stack gap="sm">
          {preview.isPending && <PageSkeleton />}
          {preview.isError && <ErrorNotice error={preview.error} onRetry={() => void preview.refetch()} />}
          {preview.data && <PreviewFigures preview={preview.data} />}
          {problem && (
            <Alert color="red" role="alert">
              {problem}
            </Alert>
          )}
          <Textarea
            label={t('staff.registrations.reason')}
            value={draft.reason}
            onChange={(e) => setDraft({ reason: e.currentTarget.value })}
            required
            maxLength={500}
            autosize
            minRows={2}
          />
          <Group>
            <Button type="submit" color="red.9" loading={busy} disabled={!preview.data}>
              {t('staff.registrations.confirmCancel')}
            </Button>
            <Button variant="subtle" onClick={onClose} disabled={busy}>
              {t('staff.common.close')}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
