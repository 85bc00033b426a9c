import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/PageFrame';
import { EmptyNotice } from '../../components/QueryState';

/** `dailyBulletin` screen: the frame issue 6 fills. */
export function DailyBulletinPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('dailyBulletin.title')} description={t('dailyBulletin.description')}>
      <EmptyNotice>{t('page.inPreparation')}</EmptyNotice>
    </PageFrame>
  );
}
