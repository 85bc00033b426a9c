import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/PageFrame';
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
