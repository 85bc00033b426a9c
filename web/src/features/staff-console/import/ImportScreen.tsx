import { type ImportCheck, type ImportResultBody, staffDeskEndpoints, staffEndpoints } from '@bulten/core';
import { Alert, Button, Group, Progress, Radio, Stack, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ApiError } from '../../../api/api-error';
import { STAFF_KEY } from '../../../api/hooks/use-staff';
import { useServices } from '../../../app/services';
import { useTranslation } from '../../../i18n/react';
import { errorText } from '../../../notify/error-text';
import { toast } from '../../../notify/toast';
import { StaffFrame } from '../StaffFrame';
import type { ScreenProps } from '../staff-roles';
import { CsvFileField } from './CsvFileField';
import { ImportOutcome } from './ImportOutcome';
import { type ImportState, uploadCsv } from './upload';

type Kind = 'registrations' | 'catalogue';
const ENDPOINTS = {
  registrations: { check: staffDeskEndpoints.TescilImportCheck, run: staffEndpoints.TescilImport },
  catalogue: { check: staffDeskEndpoints.KatalogImportCheck, run: staffEndpoints.KatalogImport },
} as const;

/** `/yonetim/ice-aktar`: a registrations or catalogue CSV, checked first (dry run), then imported. */
export function ImportScreen({ may }: ScreenProps) {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<Kind>('registrations');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const [state, setState] = useState<ImportState | null>(null);

  async function send(step: 'check' | 'run') {
    if (!file) return;
    setState(null);
    setProgress(0);
    try {
      const endpoint = ENDPOINTS[kind][step];
      const result = await uploadCsv(services, endpoint, file, setProgress);
      if (step === 'check') setState({ kind: 'checked', result: result as ImportCheck });
      else {
        setState({ kind: 'imported', result: result as ImportResultBody });
        toast('success', t('staff.import.done'));
        await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
      }
    } catch (error) {
      if (error instanceof ApiError && error.code === 'IMPORT_REJECTED')
        setState({ kind: 'rejected', problems: error.problems, count: error.problemCount });
      else setState({ kind: 'failed', message: errorText(t, error) });
    } finally {
      setProgress(undefined);
    }
  }

  const busy = progress !== undefined;
  return (
    <StaffFrame title={t('staff.import.title')} description={t('staff.import.description')}>
      <Stack gap="sm" maw={640}>
        <Radio.Group
          label={t('staff.import.kind')}
          value={kind}
          onChange={(v) => {
            setKind(v as Kind);
            setState(null);
          }}
        >
          <Group mt="xs">
            <Radio value="registrations" label={t('staff.import.kinds.registrations')} />
            <Radio value="catalogue" label={t('staff.import.kinds.catalogue')} />
          </Group>
        </Radio.Group>
        <CsvFileField
          file={file}
          onFile={(chosen) => {
            setFile(chosen);
            setState(null);
          }}
        />
        {busy && (
          <Stack gap={4}>
            <Text size="sm" role="status">
              {progress === null ? t('staff.import.checking') : t('staff.import.uploading')}
            </Text>
            <Progress
              value={progress === null ? 100 : Math.round(progress * 100)}
              animated={progress === null}
              striped={progress === null}
              aria-label={t('staff.import.progress')}
            />
          </Stack>
        )}
        <Group>
          <Button
            onClick={() => void send('check')}
            disabled={!file || busy || !may(ENDPOINTS[kind].run)}
            variant="default"
          >
            {t('staff.import.check')}
          </Button>
          {state?.kind === 'checked' && (
            <Button onClick={() => void send('run')} disabled={busy}>
              {t('staff.import.run')}
            </Button>
          )}
        </Group>
        {state?.kind === 'failed' && (
          <Alert color="red" role="alert">
            {state.message}
          </Alert>
        )}
        {state && state.kind !== 'failed' && <ImportOutcome state={state} file={kind} />}
      </Stack>
    </StaffFrame>
  );
}
