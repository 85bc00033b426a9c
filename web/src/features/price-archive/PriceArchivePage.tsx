import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/PageFrame';
import { EmptyNotice } from '../../components/QueryState';

/** `priceArchive` screen: the frame issue 6 fills. */
export function PriceArchivePage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('priceArchive.title')} description={t('priceArchive.description')}>
      <EmptyNotice>{t('page.inPreparation')}</EmptyNotice>
    </PageFrame>
  );
}
