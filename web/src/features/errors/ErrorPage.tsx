import { Button, Group } from '@mantine/core';
import { PageFrame } from '../../components/PageFrame';
import { useTranslation } from '../../i18n/react';
import { Link, useParams } from '../../routing/router';

/** `hata/:code`: the error page; 404 is "page not found". */
export function ErrorPage() {
  const { t } = useTranslation();
  const { code } = useParams();
  const notFound = code === '404';
  return (
    <PageFrame
      title={notFound ? t('errorPage.notFoundTitle') : t('errorPage.title')}
      description={notFound ? t('errorPage.notFoundText') : t('errorPage.text')}
    >
      <Group>
        <Button component={Link} to="/">
          {t('errorPage.home')}
        </Button>
      </Group>
    </PageFrame>
  );
}
