import { addDays, istanbulDate, isValidDate } from '@bulten/core';
import { Anchor, Group, Stack, Tabs, Text } from '@mantine/core';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { MEMBER_DATA_KEY, type MemberList, useOwnUser } from '../../api/hooks/use-member-data';
import { AREA_PATHS } from '../../app/navigation';
import { DateField } from '../../components/DateField';
import { PageFrame } from '../../components/PageFrame';
import { EmptyNotice, QueryState } from '../../components/QueryState';
import { useTranslation } from '../../i18n/react';
import { useLiveEvent } from '../../live/use-live-event';
import { Link } from '../../routing/router';
import { useUrlState } from '../../routing/use-url-state';
import { isPerson } from '../../session/tokens';
import { useSessionState } from '../../session/use-session';
import { AlertsSection } from './alerts/AlertsSection';
import { MemberListPanel } from './MemberListPanel';
import { MemberModules } from './MemberModules';
import { MemberSummary } from './MemberSummary';

/** The member-area tabs, in order. */
export const MEMBER_TABS: readonly MemberList[] = [
  'registrations',
  'purchases',
  'sales',
  'stock',
  'arrivals',
  'committees',
];
const RANGED: ReadonlySet<MemberList> = new Set(['registrations', 'purchases', 'arrivals', 'sales']);

function MemberData({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const today = istanbulDate(new Date());
  const defaults = useMemo(() => ({ sekme: 'registrations', bas: addDays(today, -30), bit: today }), [today]);
  const [state, set] = useUrlState(defaults);
  const tab = (MEMBER_TABS as readonly string[]).includes(state.sekme)
    ? (state.sekme as MemberList)
    : 'registrations';
  const valid = isValidDate(state.bas) && isValidDate(state.bit) && state.bas <= state.bit;
  const from = valid ? state.bas : defaults.bas;
  const to = valid ? state.bit : defaults.bit;
  const queryClient = useQueryClient();
  const refresh = () => void queryClient.invalidateQueries({ queryKey: MEMBER_DATA_KEY });
  useLiveEvent('trade', refresh);
  useLiveEvent('cancel', refresh);
  return (
    <Stack gap="md">
      <MemberSummary memberId={memberId} />
      <Tabs value={tab} onChange={(sekme) => set({ sekme: sekme ?? 'registrations' })} keepMounted={false}>
        <Tabs.List style={{ flexWrap: 'wrap' }}>
          {MEMBER_TABS.map((key) => (
            <Tabs.Tab key={key} value={key}>
              {t(`memberArea.tab.${key}`)}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {MEMBER_TABS.map((key) => (
          <Tabs.Panel key={key} value={key} pt="md">
            <Stack gap="sm">
              {RANGED.has(key) && (
                <Group align="flex-end" gap="sm">
                  <DateField
                    label={t('memberArea.from')}
                    value={from}
                    maxDate={to}
                    onChange={(bas) => set({ bas })}
                  />
                  <DateField
                    label={t('memberArea.to')}
                    value={to}
                    minDate={from}
                    maxDate={today}
                    onChange={(bit) => set({ bit })}
                  />
                  {key === 'sales' && (
                    <Text size="sm">{t('memberArea.salesYear', { year: to.slice(0, 4) })}</Text>
                  )}
                </Group>
              )}
              <MemberListPanel list={key} memberId={memberId} from={from} to={to} />
            </Stack>
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}

/** `kullanici-bulten`: the signed-in member's own registrations, trades, stock, arrivals and committees. */
export function MemberAreaPage() {
  const { t } = useTranslation();
  const { claims } = useSessionState();
  const signedIn = isPerson(claims);
  const user = useOwnUser(signedIn);
  return (
    <PageFrame title={t('memberArea.title')} description={t('memberArea.description')}>
      {!signedIn ? (
        <Text>
          {t('memberArea.signInFirst')}{' '}
          <Anchor component={Link} to={AREA_PATHS.memberSignIn}>
            {t('nav.memberSignIn')}
          </Anchor>
        </Text>
      ) : (
        <Stack gap="lg">
          <QueryState query={user} isEmpty={() => false}>
            {(own) =>
              own.UyeId === null ? (
                <EmptyNotice>{t('memberArea.noMember')}</EmptyNotice>
              ) : (
                <Stack gap="lg">
                  <MemberData memberId={own.UyeId} />
                  {own.Rol === 'member' && <AlertsSection />}
                </Stack>
              )
            }
          </QueryState>
          <MemberModules />
        </Stack>
      )}
    </PageFrame>
  );
}
