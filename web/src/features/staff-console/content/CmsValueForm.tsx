import { type CmsValueUpdate, cmsEndpoints } from '@bulten/core';
import { Alert, Button, Group, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import type { FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../../app/services';
import { toast } from '../../../notify/toast';
import { useDraft } from '../drafts';
import { staffCall } from '../staff-call';
import { useStaffAction } from '../use-staff-action';

const EMPTY: CmsValueUpdate = { Modul: 'intro', Anahtar: 'content', DegerTr: '', DegerEn: '' };

/** A content value (e.g. the intro text `intro/content`) in both languages; saving adds a version. */
export function CmsValueForm() {
  const { t } = useTranslation();
  const services = useServices();
  const [values, setValues, clear] = useDraft<CmsValueUpdate>('cms-value', EMPTY);
  const { busy, problem, run } = useStaffAction();
  const set = (key: keyof CmsValueUpdate) => (value: string) => setValues({ ...values, [key]: value });

  async function submit(event: FormEvent) {
    event.preventDefault();
    await run(async () => {
      const saved = await staffCall(services, cmsEndpoints.SetValue, { body: values });
      toast('success', t('staff.content.valueSaved', { version: saved.Versiyon }));
      clear();
    });
  }

  return (
    <form onSubmit={(e) => void submit(e)} aria-label={t('staff.content.values')}>
      <Stack gap="sm">
        <Title order={2} size="h3">
          {t('staff.content.values')}
        </Title>
        {problem && (
          <Alert color="red" role="alert">
            {problem}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label={t('staff.content.module')}
            value={values.Modul}
            onChange={(e) => set('Modul')(e.currentTarget.value)}
            required
          />
          <TextInput
            label={t('staff.content.key')}
            value={values.Anahtar}
            onChange={(e) => set('Anahtar')(e.currentTarget.value)}
            required
          />
          <Textarea
            label={t('staff.content.valueTr')}
            value={values.DegerTr}
            onChange={(e) => set('DegerTr')(e.currentTarget.value)}
            autosize
            minRows={3}
            maxRows={10}
          />
          <Textarea
            label={t('staff.content.valueEn')}
            value={values.DegerEn}
            onChange={(e) => set('DegerEn')(e.currentTarget.value)}
            autosize
            minRows={3}
            maxRows={10}
          />
        </SimpleGrid>
        <Group>
          <Button type="submit" loading={busy}>
            {t('staff.common.save')}
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
