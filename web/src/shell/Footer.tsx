import { API_DOCS_PATH } from '@bulten/core/plain';
import { Anchor, Group, Text } from '@mantine/core';
import { modals } from '@mantine/modals';
import { useServices } from '../app/services';
import { useTranslation } from '../i18n/react';
import { STATIC_BACKDROP } from '../notify/dialogs';

/** The footer: the KVKK text (opens in a dialog), the exchange, the API reference. */
export function Footer() {
  const { t } = useTranslation();
  const { config } = useServices();

  // The text's dialog body (its query and paragraphs) loads with the first click.
  async function openKvkk() {
    const { KvkkTextModalBody } = await import('./kvkk/KvkkTextModalBody');
    modals.open({ ...STATIC_BACKDROP, size: 'xl', title: t('footer.kvkk'), children: <KvkkTextModalBody /> });
  }

  return (
    <footer className="shell-footer">
      <Group justify="space-between" gap="sm">
        <Text size="sm">
          © {new Date().getFullYear()} {config.exchangeName}
        </Text>
        <Group gap="md">
          <Anchor component="button" type="button" size="sm" onClick={() => void openKvkk()}>
            {t('footer.kvkk')}
          </Anchor>
          <Anchor href={API_DOCS_PATH} size="sm">
            {t('footer.api')}
          </Anchor>
        </Group>
      </Group>
    </footer>
  );
}
