import { List, Title } from '@mantine/core';
import { useUserApps } from '../../api/hooks/use-user-apps';
import { QueryState } from '../../components/QueryState';
import { useTranslation } from '../../i18n/react';

/** The modules the signed-in user may open (GetUserApp, sent with the online-bulletin token). */
export function MemberModules() {
  const { t } = useTranslation();
  const apps = useUserApps(true);
  return (
    <section aria-labelledby="member-modules-title">
      <Title order={2} size="h4" id="member-modules-title">
        {t('memberArea.modules')}
      </Title>
      <QueryState query={apps}>
        {(list) => (
          <List aria-label={t('memberArea.modules')}>
            {list.map((app) => (
              <List.Item key={app.Kod}>{app.Ad}</List.Item>
            ))}
          </List>
        )}
      </QueryState>
    </section>
  );
}
