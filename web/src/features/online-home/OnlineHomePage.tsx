import { Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PageFrame } from '../../components/PageFrame';
import { EmptyNotice } from '../../components/QueryState';

/** `onlineHome` screen: the frame issue 6 fills. */
export function OnlineHomePage() {
  const { t } = useTranslation();
  const { tip } = useParams();
  return (
    <PageFrame title={t('onlineHome.title')} description={t('onlineHome.description')}>
      {tip && <Text>{t('onlineHome.module', { tip })}</Text>}
      <EmptyNotice>{t('page.inPreparation')}</EmptyNotice>
    </PageFrame>
  );
}
