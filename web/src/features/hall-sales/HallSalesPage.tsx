import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/PageFrame';
import { EmptyNotice } from '../../components/QueryState';

/** `hallSales` screen: the frame issue 6 fills. */
export function HallSalesPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('hallSales.title')} description={t('hallSales.description')}>
      <EmptyNotice>{t('page.inPreparation')}</EmptyNotice>
    </PageFrame>
  );
}
