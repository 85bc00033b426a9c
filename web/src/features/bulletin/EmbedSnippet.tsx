import type { PeriodSummary } from '@bulten/core';
import { Anchor, Button, CopyButton, Group, Text, Textarea } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { Block } from '../../components/Block';
import { embedSnippet } from './embed-snippet';

/**
 * The product page's offer to other sites: the iframe code of the price widget of this class (a
 * product's class) or group, to copy into a cooperative's or a local paper's page, and a preview link.
 */
export function EmbedSnippet({ summary }: { summary: PeriodSummary }) {
  const { t } = useTranslation();
  const { language } = useServices();
  const { src, code } = embedSnippet(window.location.origin, summary, language, (name) =>
    t('embed.frameTitle', { name }),
  );
  return (
    <Block id="embed-heading" title={t('embed.title')}>
      <Text size="sm">{t('embed.help')}</Text>
      <Textarea label={t('embed.code')} value={code} readOnly autosize minRows={2} />
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
