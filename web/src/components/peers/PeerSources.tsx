import type { PublicPeer } from '@bulten/core';
import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from '../../i18n/react';
import { age } from './freshness';

/**
 * Whose figures the board shows: a note that a peer's figures are its own, and each peer with its site
 * and how long ago its bulletin was last read (or that its reads fail and the figures are those read before).
 */
export function PeerSources({ peers }: { peers: readonly PublicPeer[] }) {
  const { t } = useTranslation();
  const read = (peer: PublicPeer) => {
    if (peer.OkunmaYasiDakika === null) return t('regional.sources.never');
    const ago = age(peer.OkunmaYasiDakika);
    const when = t(ago.key, ago.values);
    return t(peer.Guncel ? 'regional.sources.read' : 'regional.sources.stale', { when });
  };
  return (
    <section aria-labelledby="peer-sources-title">
      <Text fw={700} id="peer-sources-title" component="h2" size="md">
        {t('regional.sources.title')}
      </Text>
      <Text size="sm">{t('regional.sources.note')}</Text>
      <List size="sm" mt="xs">
        {peers.map((peer) => (
          <List.Item key={peer.KomsuId}>
            <Anchor href={peer.Adres} target="_blank" rel="noopener noreferrer">
              {peer.Ad}
            </Anchor>{' '}
            ({peer.Sehir}): {read(peer)}
          </List.Item>
        ))}
      </List>
    </section>
  );
}
