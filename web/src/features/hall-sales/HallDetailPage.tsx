import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '../../components/PageFrame';
import { EmptyNotice } from '../../components/QueryState';

/** `hallDetail` screen: the frame issue 6 fills. */
export function HallDetailPage() {
  const { t } = useTranslation();
  const { itemId } = useParams();
  return (
    <PageFrame
      title={itemId ? t('hallDetail.titleWithId', { itemId }) : t('hallDetail.title')}
      description={t('hallDetail.description')}
      crumbs={itemId ? [{ label: t('hallSales.title'), to: '/salon-satis' }] : []}
    >
      <EmptyNotice>{t('page.inPreparation')}</EmptyNotice>
    </PageFrame>
  );
}
