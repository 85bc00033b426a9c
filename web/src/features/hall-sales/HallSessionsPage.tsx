import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/PageFrame';
import { EmptyNotice } from '../../components/QueryState';

/** `hallSessions` screen: the frame issue 6 fills. */
export function HallSessionsPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('hallSessions.title')} description={t('hallSessions.description')}>
      <EmptyNotice>{t('page.inPreparation')}</EmptyNotice>
    </PageFrame>
  );
}
