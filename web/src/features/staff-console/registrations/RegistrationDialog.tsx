import type { RegistrationPreview } from '@bulten/core';
import { Button, Group, Stack, Text } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { STAFF_KEY } from '../../../api/hooks/use-staff';
import { useServices } from '../../../app/services';
import { useTranslation } from '../../../i18n/react';
import { toast } from '../../../notify/toast';
import { useDraft } from '../drafts';
import { StaffDialog } from '../parts/StaffDialog';
import { staffCall } from '../staff-call';
import { PreviewFigures } from './PreviewFigures';
import { RegistrationForm } from './RegistrationForm';
import { EMPTY_FORM, type RegistrationFormValues, readForm } from './registration-form';
import { writeProblems } from './write-error';

/** Props of the create / correct dialog. */
export interface RegistrationDialogProps {
  /** The registration to correct (its current values); null registers a new trade. */
  correcting: RegistrationFormValues | null;
  onClose: () => void;
}

/** Registers a trade, or corrects one after showing the bulletin figures before and after. */
export function RegistrationDialog({ correcting, onClose }: RegistrationDialogProps) {
  const { t, i18n } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  const no = correcting?.TescilNo ?? null;
  const [values, setValues, clearDraft] = useDraft(no ? `correct-${no}` : 'create', correcting ?? EMPTY_FORM);
  const [problems, setProblems] = useState<Record<string, string>>({});
  const [preview, setPreview] = useState<RegistrationPreview | null>(null);
  // One step at a time (a preview, a write): its refusal is shown beside the fields, the preview dropped.
  const step = useMutation({
    networkMode: 'always',
    mutationFn: (work: () => Promise<void>) => work(),
    onMutate: () => setProblems({}),
    onError: (error) => {
      setPreview(null);
      setProblems(writeProblems(t, i18n.language, error));
    },
  });
  const busy = step.isPending;
  const attempt = (work: () => Promise<void>) => step.mutateAsync(work).catch(() => undefined);

  const done = async (message: string) => {
    toast('success', message);
    clearDraft();
    await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
    onClose();
  };
  // The form is read in the screen's language first; a refused entry is shown beside its field, unsent.
  const read = () => {
    const reading = readForm(t, services.language, values);
    if (!reading.ok) setProblems(reading.problems);
    return reading.ok ? reading.body : null;
  };
  const submit = () => {
    const body = read();
    if (!body) return;
    return attempt(async () => {
      if (!no) {
        await staffCall(services, 'registrationDesk.TescilCreate', { body });
        await done(t('staff.registrations.created', { no: body.TescilNo }));
      } else {
        setPreview(
          await staffCall(services, 'registrationDesk.TescilPreview', {
            params: { no },
            body: { Tescil: body },
          }),
        );
      }
    });
  };
  const confirm = () => {
    const body = read();
    if (!body) return;
    return attempt(async () => {
      await staffCall(services, 'registrationDesk.TescilCorrect', { params: { no: no! }, body });
      await done(t('staff.registrations.corrected', { no }));
    });
  };

  const title = no ? t('staff.registrations.correctTitle', { no }) : t('staff.registrations.createTitle');
  return (
    <StaffDialog title={title} onClose={onClose} size="xl">
      {preview ? (
        <Stack gap="sm">
          <Text>{t('staff.preview.correctQuestion')}</Text>
          <PreviewFigures preview={preview} />
          <Group>
            <Button onClick={() => void confirm()} loading={busy}>
              {t('staff.registrations.confirmCorrect')}
            </Button>
            <Button variant="subtle" onClick={() => setPreview(null)} disabled={busy}>
              {t('staff.common.back')}
            </Button>
          </Group>
        </Stack>
      ) : (
        <RegistrationForm
          values={values}
          onChange={setValues}
          problems={problems}
          busy={busy}
          correcting={no !== null}
          submitLabel={no ? t('staff.registrations.showChange') : t('staff.registrations.register')}
          onSubmit={submit}
          onCancel={onClose}
        />
      )}
    </StaffDialog>
  );
}
