import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../components/PageFrame';
import { EmptyNotice } from '../../components/QueryState';

/** `turib` screen: the frame issue 6 fills. */
export function TuribPage() {
  const { t } = useTranslation();
  return (
    <PageFrame title={t('turib.title')} description={t('turib.description')}>
      <EmptyNotice>{t('page.inPreparation')}</EmptyNotice>
    </PageFrame>
  );
}
