import type { KvkkText } from '@bulten/core';
import { Button, Group, Stack, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useApproveKvkk } from '../../api/hooks/use-kvkk';
import { Paragraphs } from '../../components/Paragraphs';
import { useTranslation } from '../../i18n/react';
import { errorDialogThenReload } from '../../notify/dialogs';

/** The consent step: the text and the approve button; approval closes all modals. */
export function KvkkConsent({
  text,
  userId,
  onApproved,
}: {
  text: KvkkText;
  userId: number;
  onApproved: () => void;
}) {
  const { t } = useTranslation();
  const approve = useApproveKvkk();

  function onApprove() {
    approve.mutate(
      { KullaniciId: userId, Okundu: true, KvkkId: text.Id },
      {
        onSuccess: () => {
          modals.closeAll();
          onApproved();
        },
        onError: () => {
          modals.closeAll();
          errorDialogThenReload(t('errors.general'));
        },
      },
    );
  }

  return (
    <Stack>
      <Text fw={500}>{t('kvkk.intro')}</Text>
      <Paragraphs text={text.Metin} />
      <Group justify="flex-end">
        <Button onClick={onApprove} loading={approve.isPending}>
          {t('kvkk.approve')}
        </Button>
      </Group>
    </Stack>
  );
}
