import { Anchor, Stack } from '@mantine/core';
import { useRegionalBoard } from '../../api/hooks/use-regional';
import { useServices } from '../../app/services';
import { Block } from '../../components/Block';
import { PeerFiguresTable, rowsByClass } from '../../components/peers/PeerFiguresTable';
import { useTranslation } from '../../i18n/react';
import { Link } from '../../routing/router';

/**
 * "Other exchanges" on a crop product's page: the product's class (a class's own, a group's classes) at
 * the neighbouring exchanges up to the page's last day, each on its own day, with a link to the regional
 * board. Nothing when no peer's class is compared with it.
 */
export function OtherExchanges({ itemId, date }: { itemId: number; date: string }) {
  const { t } = useTranslation();
  const { language } = useServices();
  const board = useRegionalBoard(date, itemId);
  const classes = rowsByClass(board.data?.Satirlar ?? []);
  if (!board.data || classes.length === 0) return null;
  return (
    <Block id="other-exchanges-heading" title={t('regional.otherExchanges')}>
      <Stack gap="sm">
        {classes.map((rows) => (
          <PeerFiguresTable
            key={rows[0]!.SinifId}
            date={board.data.Tarih}
            ours={board.data.BorsaAdi}
            rows={rows}
            language={language}
            caption={t('regional.caption', { name: rows[0]!.SinifAdi })}
          />
        ))}
        <Anchor component={Link} to={`/bolge?sinif=${classes[0]![0]!.SinifId}`} size="sm">
          {t('regional.toBoard')}
        </Anchor>
      </Stack>
    </Block>
  );
}
