import type { PeriodSummary } from '@bulten/core';
import { Anchor, Button, CopyButton, Group, Text, Textarea } from '@mantine/core';
import { useSyncExternalStore } from 'react';
import { useServices } from '../../app/services';
import { Block } from '../../components/Block';
import { useTranslation } from '../../i18n/react';
import { embedSnippet } from './embed-snippet';

const noSubscription = () => () => undefined;

/**
 * The page's origin in the browser; '' while rendered on the server (and while hydrating), so a
 * server-rendered product page and its hydration agree, then the browser fills in the address.
 */
function usePageOrigin(): string {
  return useSyncExternalStore(
    noSubscription,
    () => window.location.origin,
    () => '',
  );
}

/**
 * The product page's offer to other sites: the iframe code of the price widget of this class (a
 * product's class) or group, to copy into a cooperative's or a local paper's page, and a preview link.
 */
export function EmbedSnippet({ summary }: { summary: PeriodSummary }) {
  const { t } = useTranslation();
  const { language } = useServices();
  const origin = usePageOrigin();
  const { src, code } = embedSnippet(origin, summary, language, (name) => t('embed.frameTitle', { name }));
  return (
    <Block id="embed-heading" title={t('embed.title')}>
      <Text size="sm">{t('embed.help')}</Text>
      {/* Sized to its code by the browser (`field-sizing`, bulletin.css): Mantine's autosize measures it in
          script, a forced layout of the whole page each time the code changes (once the page's address is known). */}
      <Textarea label={t('embed.code')} value={code} readOnly rows={4} classNames={{ input: 'embed-code' }} />
      <Group gap="sm">
        <CopyButton value={code}>
          {({ copied, copy }) => (
            <Button variant="default" onClick={copy}>
              {copied ? t('embed.copied') : t('embed.copy')}
            </Button>
          )}
        </CopyButton>
        <Anchor href={src} target="_blank" rel="noopener">
          {t('embed.preview')}
        </Anchor>
      </Group>
    </Block>
  );
}
