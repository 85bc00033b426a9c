import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/PageFrame';
import { EmptyNotice } from '../../components/QueryState';

/** `hallLots` screen: the frame issue 6 fills. */
export function HallLotsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('hallLots.title')} description={t('hallLots.description')}>
      <EmptyNotice>{t('page.inPreparation')}</EmptyNotice>
    </PageFrame>
  );
}
