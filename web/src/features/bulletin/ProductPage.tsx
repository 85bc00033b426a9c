import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '../../components/PageFrame';
import { EmptyNotice } from '../../components/QueryState';

/** `product` screen: the frame issue 6 fills. */
export function ProductPage() {
  const { t } = useTranslation();
  const { itemId } = useParams();
  return (
    <PageFrame
      title={itemId ? t('product.titleWithId', { itemId }) : t('product.title')}
      description={t('product.description')}
      crumbs={itemId ? [{ label: t('dailyBulletin.title'), to: '/online-bulten' }] : []}
    >
      <EmptyNotice>{t('page.inPreparation')}</EmptyNotice>
    </PageFrame>
  );
}
