import { ANALYSES, type LotLookup, type SessionLot } from '@bulten/core';
import { Alert, Group, Stack, Text, Title } from '@mantine/core';
import { useServices } from '../../app/services';
import { ChangeText } from '../../components/ChangeText';
import { LotScatters } from '../../components/charts/LotScatter';
import { FigureTiles } from '../../components/FigureTiles';
import { FinalityBadge } from '../../components/FinalityBadge';
import { amountText } from '../../format/amounts';
import { analysisLabel, formatAnalysis } from '../../format/analyses';
import { formatDate, formatDateTime } from '../../format/dates';
import { priceText } from '../../format/prices';
import { quantityText } from '../../format/quantities';
import { useTranslation } from '../../i18n/react';
import { SessionLotsTable } from './SessionLotsTable';

function direction(difference: number | null) {
  if (difference === null) return null;
  return difference > 0 ? 'UP' : difference < 0 ? 'DOWN' : 'UNCH';
}

/** Where the lot stands in its session: rank, class average, difference; the chart against the class's lots. */
function LotStanding({ lot, date }: { lot: LotLookup; date: string }) {
  const { t } = useTranslation();
  const { language } = useServices();
  const unit = lot.FiyatBirimi;
  return (
    <>
      <Title order={2}>{t('lotLookup.standing', { date })}</Title>
      <FigureTiles
        label={t('lotLookup.standing', { date })}
        items={[
          [
            t('lotLookup.rank'),
            lot.Sira === null ? '–' : t('lotLookup.rankOf', { rank: lot.Sira, count: lot.LotSayisi }),
          ],
          [t('lotLookup.classAverage'), priceText(language, lot.SinifOrtalama, unit)],
          [
            t('lotLookup.difference'),
            <ChangeText key="d" direction={direction(lot.Fark)} percent={lot.FarkYuzde} amount={lot.Fark} />,
          ],
        ]}
      />
      <Text size="sm">{t('lotLookup.privacy')}</Text>
      <LotScatters<SessionLot>
        lots={lot.Lotlar}
        unit={unit ?? ''}
        highlight={{ is: (l) => l.Kendi, label: t('lotLookup.yourLotMarked') }}
      />
    </>
  );
}

/** The looked-up lot: its figures and analyses, then where it stands among its session's lots of the class. */
export function LotResult({ lot }: { lot: LotLookup }) {
  const { t } = useTranslation();
  const { language } = useServices();
  const unit = lot.FiyatBirimi;
  const measured = ANALYSES.filter((a) => lot[a.key] !== null);
  const date = formatDate(language, lot.IslemTarih);
  return (
    <Stack gap="md" component="section" aria-labelledby="lot-result-title">
      <Group gap="sm" wrap="wrap">
        <Title order={2} id="lot-result-title">
          {t('lotLookup.lotTitle', { no: lot.TescilNo })}
        </Title>
        <FinalityBadge final={lot.Kesin}>
          {t(lot.Kesin ? 'lotLookup.final' : 'lotLookup.preliminary')}
        </FinalityBadge>
      </Group>
      {lot.Durum === 'IPTAL' && (
        <Alert color="red" title={t('lotLookup.cancelledTitle')}>
          {t('lotLookup.cancelled')}
        </Alert>
      )}
      <FigureTiles
        label={t('lotLookup.lotFigures')}
        items={[
          [t('lotLookup.product'), lot.UrunAdi],
          [t('lotLookup.class'), lot.SinifAdi],
          [t('lotLookup.time'), formatDateTime(language, new Date(lot.IslemZamani))],
          [t('lotLookup.channel'), t(`lotLookup.channels.${lot.Kanal}`)],
          [t('lotLookup.quantity'), quantityText(language, lot.Miktar, lot.Birim)],
          [t('lotLookup.price'), priceText(language, lot.BirimFiyat, unit)],
          [t('lotLookup.amount'), amountText(language, lot.Tutar)],
        ]}
      />
      {measured.length > 0 && (
        <FigureTiles
          label={t('lotLookup.analyses')}
          items={measured.map((a) => [
            analysisLabel(a, language),
            formatAnalysis(language, a.key, lot[a.key]),
          ])}
        />
      )}
      <LotStanding lot={lot} date={date} />
      <SessionLotsTable lot={lot} caption={t('lotLookup.tableCaption', { date, klass: lot.SinifAdi })} />
    </Stack>
  );
}
