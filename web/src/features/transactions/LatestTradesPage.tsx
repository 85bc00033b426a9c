import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/PageFrame';
import { EmptyNotice } from '../../components/QueryState';

/** `latestTrades` screen: the frame issue 6 fills. */
export function LatestTradesPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('latestTrades.title')} description={t('latestTrades.description')}>
      <EmptyNotice>{t('page.inPreparation')}</EmptyNotice>
    </PageFrame>
  );
}
