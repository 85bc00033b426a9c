import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/PageFrame';
import { EmptyNotice } from '../../components/QueryState';

/** `liveAnimalBulletin` screen: the frame issue 6 fills. */
export function LiveAnimalBulletinPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('liveAnimalBulletin.title')} description={t('liveAnimalBulletin.description')}>
      <EmptyNotice>{t('page.inPreparation')}</EmptyNotice>
    </PageFrame>
  );
}
