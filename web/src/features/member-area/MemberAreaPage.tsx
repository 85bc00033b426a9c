import { Anchor, List, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { useUserApps } from '../../api/hooks/use-user-apps';
import { PageFrame } from '../../components/PageFrame';
import { EmptyNotice, QueryState } from '../../components/QueryState';
import { isPerson } from '../../session/tokens';
import { useSessionState } from '../../session/use-session';

/** `kullanici-bulten`: the member area (issue 6 fills it); lists the modules the user may open. */
export function MemberAreaPage() {
  const { t } = useTranslation();
  const { claims } = useSessionState();
  const signedIn = isPerson(claims);
  const apps = useUserApps(signedIn);
  return (
    <PageFrame title={t('memberArea.title')} description={t('memberArea.description')}>
      {!signedIn ? (
        <Text>
          {t('memberArea.signInFirst')}{' '}
          <Anchor component={Link} to="/uye-girisi">
            {t('nav.memberSignIn')}
          </Anchor>
        </Text>
      ) : (
        <QueryState query={apps}>
          {(list) => (
            <List aria-label={t('memberArea.modules')}>
              {list.map((app) => (
                <List.Item key={app.Kod}>{app.Ad}</List.Item>
              ))}
            </List>
          )}
        </QueryState>
      )}
      <EmptyNotice>{t('page.inPreparation')}</EmptyNotice>
    </PageFrame>
  );
}
