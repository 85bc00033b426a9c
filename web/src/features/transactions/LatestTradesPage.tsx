import { PageFrame } from '../../components/PageFrame';
import { useTranslation } from '../../i18n/react';
import { LatestTradesView } from './LatestTradesView';

/** `son-islemler`: the latest registered trades, live, filterable, with totals. */
export function LatestTradesPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('latestTrades.title')} description={t('latestTrades.description')}>
      <LatestTradesView />
    </PageFrame>
  );
}
