import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/PageFrame';
import { EmptyNotice } from '../../components/QueryState';

/** `dashboard` screen: the frame issue 6 fills. */
export function DashboardPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('dashboard.title')} description={t('dashboard.description')}>
      <EmptyNotice>{t('page.inPreparation')}</EmptyNotice>
    </PageFrame>
  );
}
