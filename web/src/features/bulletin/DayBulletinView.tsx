import type { BulletinDetail, CorrectionRow } from '@bulten/core';
import { istanbulDate } from '@bulten/core/plain';
import { Badge, Button, Group, Text } from '@mantine/core';
import type { UseQueryResult } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { BULLETIN_DAY_KEY, dayBulletinPath } from '../../api/hooks/use-bulletin-day';
import { CORRECTIONS_KEY, useDayCorrections } from '../../api/hooks/use-corrections';
import { useDownload } from '../../api/hooks/use-download';
import { useLiveInvalidate } from '../../api/hooks/use-live-invalidate';
import { useServices } from '../../app/services';
import { DateField } from '../../components/DateField';
import { OpenDataLinks } from '../../components/DownloadLinks';
import { PageFrame } from '../../components/PageFrame';
import { EmptyNotice, QueryState } from '../../components/QueryState';
import { formatDate } from '../../format/dates';
import { useTranslation } from '../../i18n/react';
import { toast } from '../../notify/toast';
import { useSearchParams } from '../../routing/router';
import { dateParam, withParam } from '../../routing/search-params';
import { BulletinTable } from './BulletinTable';
import { CorrectionsBlock } from './Corrections';
import { correctedColumns } from './corrections';
import './bulletin.css';

/** Props of a day's bulletin screen (crops or live animals). */
export interface DayBulletinViewProps {
  liveAnimal: boolean;
  useDetail: (date: string) => UseQueryResult<BulletinDetail>;
}

/** The previous trading day to show instead of a day without trades, or null to show the day itself. */
function latestTradingDayBefore(day: BulletinDetail | undefined): string | null {
  return day && day.Satirlar.length === 0 ? day.OncekiIslemGunu : null;
}

/**
 * The shown day (`?tarih=`; without it today in Istanbul, or the trading day before a today without
 * trades), its bulletin, and a setter that keeps the day in the URL. The day is decided while rendering,
 * not in an effect, so the server's first view already shows the day that stays (no layout shift when the
 * page takes over); the URL then names that day, replacing its history entry.
 */
function useShownDay(useDetail: DayBulletinViewProps['useDetail']) {
  const [params, setParams] = useSearchParams();
  const asked = dateParam(params);
  const today = istanbulDate(new Date());
  const askedDay = useDetail(asked ?? today);
  const fallback = asked === null ? latestTradingDayBefore(askedDay.data) : null;
  const date = fallback ?? asked ?? today;
  const query = useDetail(date);
  useEffect(() => {
    if (fallback) setParams(withParam(params, 'tarih', fallback), { replace: true });
  }, [fallback, params, setParams]);
  const setDate = (day: string) => setParams(withParam(params, 'tarih', day));
  return { date, query, setDate };
}

/**
 * The day's corrections of this bulletin's market (crops or live animals), also of a class whose every
 * trade was cancelled: it has left the table, and the corrections say why.
 */
function useShownCorrections(date: string, liveAnimal: boolean) {
  const select = useCallback(
    (rows: CorrectionRow[]) => rows.filter((r) => r.CanliHayvan === liveAnimal),
    [liveAnimal],
  );
  return useDayCorrections(date, select);
}

/** A button to another trading day; disabled when there is none. */
function DayStep({
  day,
  onGo,
  label,
}: {
  day: string | null | undefined;
  onGo: (day: string) => void;
  label: string;
}) {
  return (
    <Button variant="default" disabled={!day} onClick={() => day && onGo(day)}>
      {label}
    </Button>
  );
}

/** A day's bulletin: date picker with previous / next trading days, final badge, table, print and PDF. */
export function DayBulletinView({ liveAnimal, useDetail }: DayBulletinViewProps) {
  const { t } = useTranslation();
  const { language, config } = useServices();
  const download = useDownload();
  const area = liveAnimal ? 'liveAnimalBulletin' : 'dailyBulletin';
  const { date, query, setDate } = useShownDay(useDetail);
  useLiveInvalidate(BULLETIN_DAY_KEY);
  useLiveInvalidate(CORRECTIONS_KEY);
  const data = query.data;
  const corrections = useShownCorrections(date, liveAnimal);
  const corrected = useMemo(() => correctedColumns(corrections.data ?? []), [corrections.data]);

  const [downloading, setDownloading] = useState(false);
  const endpoint = liveAnimal ? 'GetGunlukBultenDetayCH' : 'GetGunlukBultenDetay';
  const pdfPath = dayBulletinPath(date, liveAnimal, 'pdf');
  const actions = (
    <Group gap="xs" className="no-print">
      <Button variant="default" size="sm" onClick={() => window.print()}>
        {t('bulletin.print')}
      </Button>
      <Button
        size="sm"
        loading={downloading}
        onClick={() => {
          setDownloading(true);
          download(pdfPath, `${endpoint}_${date}.pdf`)
            .catch(() => toast('error', t('bulletin.pdfFailed')))
            .finally(() => setDownloading(false));
        }}
      >
        {t('bulletin.pdf')}
      </Button>
    </Group>
  );

  return (
    <PageFrame title={t(`${area}.title`)} description={t(`${area}.description`)} actions={actions}>
      <Group align="flex-end" gap="sm" className="no-print bulletin-toolbar">
        <DateField label={t('bulletin.date')} value={date} onChange={setDate} />
        <DayStep day={data?.OncekiIslemGunu} onGo={setDate} label={t('bulletin.previousDay')} />
        <DayStep day={data?.SonrakiIslemGunu} onGo={setDate} label={t('bulletin.nextDay')} />
      </Group>
      <section className="bulletin-print" aria-labelledby="bulletin-heading">
        <Text className="print-only" fw={700}>
          {config.exchangeName}
        </Text>
        <Group gap="sm" align="center">
          <h2 id="bulletin-heading" className="section-title">
            {t('bulletin.dayHeading', { date: formatDate(language, date) })}
          </h2>
          {data && (
            <Badge color={data.Kesin ? '#1b6e2a' : '#9a3c00'} variant="filled">
              {t(data.Kesin ? 'bulletin.final' : 'bulletin.preliminary')}
            </Badge>
          )}
        </Group>
        <QueryState
          query={query}
          isEmpty={(d) => d.Satirlar.length === 0}
          empty={<EmptyNotice>{t('bulletin.noTrades')}</EmptyNotice>}
        >
          {(d) => (
            <>
              <OpenDataLinks endpoint={{ name: `bulletin.${endpoint}` }} values={{ date: d.Tarih }} />
              <BulletinTable
                rows={d.Satirlar}
                language={language}
                liveAnimal={liveAnimal}
                caption={t('bulletin.caption', { date: formatDate(language, d.Tarih) })}
                corrected={corrected}
              />
            </>
          )}
        </QueryState>
      </section>
      {data && data.Satirlar.length > 0 && (
        <CorrectionsBlock
          query={corrections}
          language={language}
          caption={t('corrections.dayCaption', { date: formatDate(language, date) })}
          source={{ endpoint: { name: 'corrections.GetDuzeltmeler' }, values: { date } }}
        />
      )}
    </PageFrame>
  );
}
