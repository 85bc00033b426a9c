import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '../../components/PageFrame';
import { EmptyNotice } from '../../components/QueryState';

/** `liveAnimalHallDetail` screen: the frame issue 6 fills. */
export function LiveAnimalHallDetailPage() {
  const { t } = useTranslation();
  const { itemId } = useParams();
  return (
    <PageFrame
      title={itemId ? t('liveAnimalHallDetail.titleWithId', { itemId }) : t('liveAnimalHallDetail.title')}
      description={t('liveAnimalHallDetail.description')}
      crumbs={itemId ? [{ label: t('hallSales.title'), to: '/salon-satis' }] : []}
    >
      <EmptyNotice>{t('page.inPreparation')}</EmptyNotice>
    </PageFrame>
  );
}
