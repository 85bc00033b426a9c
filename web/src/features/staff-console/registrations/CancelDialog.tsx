import { staffDeskEndpoints, staffEndpoints } from '@bulten/core';
import { Alert, Button, Group, Modal, Stack, Textarea } from '@mantine/core';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_KEY } from '../../../api/hooks/use-staff';
import { useServices } from '../../../app/services';
import { PageSkeleton } from '../../../components/PageSkeleton';
import { ErrorNotice } from '../../../components/QueryState';
import { errorText } from '../../../notify/error-text';
import { toast } from '../../../notify/toast';
import { useDraft } from '../drafts';
import { PreviewFigures } from './PreviewFigures';

/** Cancels a registration with a reason, after showing the bulletin figures before and after. */
export function CancelDialog({ no, onClose }: { no: string; onClose: () => void }) {
  const { t } = useTranslation();
  const { http } = useServices();
  const queryClient = useQueryClient();
  const [draft, setDraft, clearDraft] = useDraft(`cancel-${no}`, { reason: '' });
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const preview = useQuery({
    queryKey: [...STAFF_KEY, 'preview', 'cancel', no],
    queryFn: () => http.call(staffDeskEndpoints.TescilPreview, { params: { no }, body: { Iptal: true } }),
    gcTime: 0,
  });

  async function submit(event: FormEvent) {
    event.preventDefault();
    setBusy(true);
    setProblem(null);
    try {
      await http.call(staffEndpoints.TescilCancel, { params: { no }, body: { reason: draft.reason } });
      toast('success', t('staff.registrations.cancelled', { no }));
      clearDraft();
      await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
      onClose();
    } catch (error) {
      setProblem(errorText(t, error));
    } finally {
      setBusy(false);
    }
  }

  return (
    <Modal opened onClose={onClose} title={t('staff.registrations.cancelTitle', { no })} size="lg">
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
