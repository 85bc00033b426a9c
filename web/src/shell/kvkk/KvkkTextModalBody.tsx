import { Button, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useLastKvkk } from '../../api/hooks/use-kvkk';
import { Paragraphs } from '../../components/Paragraphs';
import { useTranslation } from '../../i18n/react';
import { errorText } from '../../notify/error-text';

/** The newest KVKK text for reading (footer link). */
export function KvkkTextModalBody() {
  const { t } = useTranslation();
  const texts = useLastKvkk();
  const text = texts.data?.[0];
  return (
    <Stack>
      {texts.isPending && <Loader size="sm" aria-label={t('page.loading')} />}
      {texts.isError && <Text c="red.9">{errorText(t, texts.error)}</Text>}
      {texts.isSuccess && !text && <Text>{t('page.empty')}</Text>}
      {text && (
        <>
          <Title order={3} size="h4">
            {text.Baslik}
          </Title>
          <Paragraphs text={text.Metin} />
        </>
      )}
      <Group justify="flex-end">
        <Button onClick={() => modals.closeAll()}>{t('dialog.ok')}</Button>
      </Group>
    </Stack>
  );
}
