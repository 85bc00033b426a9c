import { type KvkkPublish, type KvkkVersion, kvkkEndpoints } from '@bulten/core';
import { Paper, SimpleGrid, Stack, Title } from '@mantine/core';
import { useKvkkVersions } from '../../../api/hooks/use-staff';
import type { Column } from '../../../components/DataTable';
import { Paragraphs } from '../../../components/Paragraphs';
import { formatDateTime } from '../../../format/dates';
import { formatCount } from '../../../format/numbers';
import { useTranslation } from '../../../i18n/react';
import { confirmDialog } from '../../../notify/dialogs';
import { useSettingDraft } from '../drafts';
import { StaffForm, TextFields } from '../parts/StaffForm';
import { StaffListTable } from '../parts/StaffTable';
import { StaffFrame } from '../StaffFrame';
import type { ScreenProps } from '../staff-roles';
import { useStaffWrite } from '../use-staff-action';

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

const TEXT_ROWS = { min: 4, max: 12 };

function PublishForm() {
  const { t } = useTranslation();
  const action = useStaffWrite();
  // The text just published stays in the form: it is the one people now approve.
  const [values, setValues, publish] = useSettingDraft('kvkk', EMPTY, (body) =>
    action.send('kvkk.Publish', { body }, t('staff.kvkk.published')),
  );
  const language = (lang: 'Tr' | 'En') => (
    <Stack gap="xs">
      <TextFields
        values={values}
        onChange={setValues}
        fields={[
          { key: `Baslik${lang}`, label: t(`staff.kvkk.title${lang}`), required: true, maxLength: 300 },
          { key: `Metin${lang}`, label: t(`staff.kvkk.text${lang}`), required: true, rows: TEXT_ROWS },
        ]}
      />
      <Preview
        label={t(`staff.kvkk.preview${lang}`)}
        title={values[`Baslik${lang}`]}
        text={values[`Metin${lang}`]}
      />
    </Stack>
  );

  return (
    <StaffForm
      label={t('staff.kvkk.form')}
      action={action}
      submitLabel={t('staff.kvkk.publish')}
      onSubmit={() => confirmDialog(t('staff.kvkk.publish'), t('staff.kvkk.confirm'), () => void publish())}
    >
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="sm">
        {language('Tr')}
        {language('En')}
      </SimpleGrid>
    </StaffForm>
  );
}

/** `/yonetim/kvkk`: publish a new KVKK text (every person approves again) and the versions with approvals. */
export function KvkkScreen({ may }: ScreenProps) {
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
      {may(kvkkEndpoints.Publish) && <PublishForm />}
      <Title order={2} size="h3">
        {t('staff.kvkk.versions')}
      </Title>
      <StaffListTable
        query={versions}
        columns={columns}
        rowKey={(r) => String(r.Id)}
        caption={t('staff.kvkk.versions')}
      />
    </StaffFrame>
  );
}
