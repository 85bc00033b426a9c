import { type KvkkPublish, type KvkkVersion, kvkkEndpoints, type Language } from '@bulten/core';
import { Alert, Button, Group, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { STAFF_KEY, useKvkkVersions } from '../../../api/hooks/use-staff';
import { useServices } from '../../../app/services';
import { type Column, DataTable } from '../../../components/DataTable';
import { Paragraphs } from '../../../components/Paragraphs';
import { QueryState } from '../../../components/QueryState';
import { formatDateTime } from '../../../format/dates';
import { formatCount } from '../../../format/numbers';
import { confirmDialog } from '../../../notify/dialogs';
import { toast } from '../../../notify/toast';
import { useDraft } from '../drafts';
import { StaffFrame } from '../StaffFrame';
import { staffCall } from '../staff-call';
import type { ScreenProps } from '../staff-roles';
import { useStaffAction } from '../use-staff-action';

const EMPTY: KvkkPublish = { BaslikTr: '', BaslikEn: '', MetinTr: '', MetinEn: '' };

function Preview({ label, title, text }: { label: string; title: string; text: string }) {
  return (
    <Paper withBorder p="sm" component="section" aria-label={label}>
      <Title order={3} size="h5">
        {title || '–'}
      </Title>
      <Paragraphs text={text} />
    </Paper>
  );
}

function PublishForm() {
  const { t } = useTranslation();
  const services = useServices();
  const queryClient = useQueryClient();
  const [values, setValues, clear] = useDraft<KvkkPublish>('kvkk', EMPTY);
  const { busy, problem, run } = useStaffAction();
  const set = (key: keyof KvkkPublish) => (value: string) => setValues({ ...values, [key]: value });

  async function publish() {
    await run(async () => {
      await staffCall(services, kvkkEndpoints.Publish, { body: values });
      toast('success', t('staff.kvkk.published'));
      clear();
      await queryClient.invalidateQueries({ queryKey: STAFF_KEY });
    });
  }

  const ask = (event: FormEvent) => {
    event.preventDefault();
    confirmDialog(t('staff.kvkk.publish'), t('staff.kvkk.confirm'), () => void publish());
  };

  return (
    <form onSubmit={(e) => ask(e)} aria-label={t('staff.kvkk.form')}>
      <Stack gap="sm">
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
          <Stack gap="xs">
            <TextInput
              label={t('staff.kvkk.titleTr')}
              value={values.BaslikTr}
              onChange={(e) => set('BaslikTr')(e.currentTarget.value)}
              required
              maxLength={300}
            />
            <Textarea
              label={t('staff.kvkk.textTr')}
              value={values.MetinTr}
              onChange={(e) => set('MetinTr')(e.currentTarget.value)}
              required
              autosize
              minRows={4}
              maxRows={12}
            />
            <Preview label={t('staff.kvkk.previewTr')} title={values.BaslikTr} text={values.MetinTr} />
          </Stack>
          <Stack gap="xs">
            <TextInput
              label={t('staff.kvkk.titleEn')}
              value={values.BaslikEn}
              onChange={(e) => set('BaslikEn')(e.currentTarget.value)}
              required
              maxLength={300}
            />
            <Textarea
              label={t('staff.kvkk.textEn')}
              value={values.MetinEn}
              onChange={(e) => set('MetinEn')(e.currentTarget.value)}
              required
              autosize
              minRows={4}
              maxRows={12}
            />
            <Preview label={t('staff.kvkk.previewEn')} title={values.BaslikEn} text={values.MetinEn} />
          </Stack>
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={busy}>
            {t('staff.kvkk.publish')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

/** `/yonetim/kvkk`: publish a new KVKK text (every person approves again) and the versions with approvals. */
export function KvkkScreen(_: ScreenProps) {
  const { t, i18n } = useTranslation();
  const versions = useKvkkVersions();
  const columns: Column<KvkkVersion>[] = [
    { key: 'id', label: t('staff.kvkk.version'), cell: (r) => String(r.Id) },
    {
      key: 'title',
      label: t('staff.kvkk.titleColumn'),
      cell: (r) => (i18n.language === 'en' ? r.BaslikEn : r.BaslikTr),
    },
    {
      key: 'at',
      label: t('staff.kvkk.publishedAt'),
      cell: (r, l) => formatDateTime(l, new Date(r.YayinTarihi)),
    },
    {
      key: 'approvals',
      label: t('staff.kvkk.approvals'),
      numeric: true,
      cell: (r, l) => formatCount(l, r.OnaySayisi),
    },
  ];
  return (
    <StaffFrame title={t('staff.kvkk.title')} description={t('staff.kvkk.description')}>
      <PublishForm />
      <Title order={2} size="h3">
        {t('staff.kvkk.versions')}
      </Title>
      <QueryState query={versions}>
        {(rows) => (
          <DataTable
            rows={rows}
            columns={columns}
            rowKey={(r) => String(r.Id)}
            caption={t('staff.kvkk.versions')}
            language={i18n.language as Language}
          />
        )}
      </QueryState>
    </StaffFrame>
  );
}
