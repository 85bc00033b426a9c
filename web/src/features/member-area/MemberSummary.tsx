import { Card, SimpleGrid, Text, Title } from '@mantine/core';
import { useMemberDetail } from '../../api/hooks/use-member-data';
import { useServices } from '../../app/services';
import { QueryState } from '../../components/QueryState';
import { amountText } from '../../format/amounts';
import { formatCount } from '../../format/numbers';
import { useTranslation } from '../../i18n/react';

/** The member's identity, contact data and this year's purchase and sale totals. */
export function MemberSummary({ memberId }: { memberId: number }) {
  const { t } = useTranslation();
  const { language } = useServices();
  const detail = useMemberDetail(memberId);
  return (
    <QueryState query={detail} isEmpty={() => false}>
      {(m) => (
        <Card withBorder component="section" aria-labelledby="member-info-title">
          <Title order={2} size="h3" id="member-info-title">
            {m.Unvan}
          </Title>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="xs" mt="xs" component="dl">
            {[
              [t('memberArea.info.code'), m.UyeKodu],
              [t('memberArea.info.place'), [m.Il, m.Ilce].filter(Boolean).join(' / ') || '–'],
              [t('memberArea.info.taxNo'), m.VergiNo ?? '–'],
              [t('memberArea.info.phone'), m.Telefon ?? '–'],
              [t('memberArea.info.email'), m.Eposta ?? '–'],
              [
                t('memberArea.info.purchases', { year: m.Yil }),
                `${amountText(language, m.Alislar.Tutar)} · ${t('memberArea.info.trades', { n: formatCount(language, m.Alislar.IslemSayisi) })}`,
              ],
              [
                t('memberArea.info.sales', { year: m.Yil }),
                `${amountText(language, m.Satislar.Tutar)} · ${t('memberArea.info.trades', { n: formatCount(language, m.Satislar.IslemSayisi) })}`,
              ],
            ].map(([label, value]) => (
              <div key={label}>
                <Text component="dt" size="sm" c="dimmed">
                  {label}
                </Text>
                <Text component="dd" m={0}>
                  {value}
                </Text>
              </div>
            ))}
          </SimpleGrid>
        </Card>
      )}
    </QueryState>
  );
}
