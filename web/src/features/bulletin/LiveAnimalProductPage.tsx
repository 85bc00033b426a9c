import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '../../components/PageFrame';
import { EmptyNotice } from '../../components/QueryState';

/** `liveAnimalProduct` screen: the frame issue 6 fills. */
export function LiveAnimalProductPage() {
  const { t } = useTranslation();
  const { itemId } = useParams();
  return (
    <PageFrame
      title={itemId ? t('liveAnimalProduct.titleWithId', { itemId }) : t('liveAnimalProduct.title')}
      description={t('liveAnimalProduct.description')}
      crumbs={itemId ? [{ label: t('liveAnimalBulletin.title'), to: '/online-bulten-ch' }] : []}
    >
      <EmptyNotice>{t('page.inPreparation')}</EmptyNotice>
    </PageFrame>
  );
}
