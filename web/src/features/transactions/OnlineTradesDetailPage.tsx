import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/PageFrame';
import { EmptyNotice } from '../../components/QueryState';

/** `onlineTrades` screen: the frame issue 6 fills. */
export function OnlineTradesDetailPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('onlineTrades.title')} description={t('onlineTrades.description')}>
      <EmptyNotice>{t('page.inPreparation')}</EmptyNotice>
    </PageFrame>
  );
}
