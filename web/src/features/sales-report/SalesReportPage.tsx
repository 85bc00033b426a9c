import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/PageFrame';
import { EmptyNotice } from '../../components/QueryState';

/** `salesReport` screen: the frame issue 6 fills. */
export function SalesReportPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('salesReport.title')} description={t('salesReport.description')}>
      <EmptyNotice>{t('page.inPreparation')}</EmptyNotice>
    </PageFrame>
  );
}
