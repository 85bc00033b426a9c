import type { PricePoint, PricePointCh } from '@bulten/core';
import { istanbulDate } from '@bulten/core/plain';
import { Stack } from '@mantine/core';
import { useMemo } from 'react';
import { CORRECTIONS_KEY, useItemCorrections } from '../../api/hooks/use-corrections';
import { useLiveInvalidate } from '../../api/hooks/use-live-invalidate';
import {
  HISTORY_KEY,
  type HistoryWindow,
  usePastYears,
  usePeriodSummary,
  usePriceSeries,
} from '../../api/hooks/use-product-history';
import { useKnownItemName } from '../../api/known-names';
import { useServices } from '../../app/services';
import { Block } from '../../components/Block';
import { PriceChart } from '../../components/charts/PriceChart';
import { PageFrame } from '../../components/PageFrame';
import { ErrorNotice, QueryState } from '../../components/QueryState';
import { formatDate } from '../../format/dates';
import { useTranslation } from '../../i18n/react';
import { useParams, useSearchParams } from '../../routing/router';
import { withParam } from '../../routing/search-params';
import { CorrectionsBlock } from './Corrections';
import { EmbedSnippet } from './EmbedSnippet';
import { Headline } from './Headline';
import { OtherExchanges } from './OtherExchanges';
import { ProductTables } from './ProductTables';
import { rangeParam, rangeWindow } from './product-range';
import { RangePicker } from './RangePicker';
import './bulletin.css';

/** TL per head and per kg of live weight over a series of live-animal points. */
function animalPrices(points: readonly PricePointCh[]) {
  const amount = points.reduce((s, p) => s + p.Tutar, 0);
  const heads = points.reduce((s, p) => s + p.BasSayisi, 0);
  const weight = points.reduce((s, p) => s + p.CanliAgirlik, 0);
  return { perHead: heads > 0 ? amount / heads : null, perKg: weight > 0 ? amount / weight : null };
}

const toChart = (points: readonly PricePoint[]) =>
  points.map((p) => ({
    date: p.Tarih,
    avg: p.OrtFiyat,
    min: p.MinFiyat,
    max: p.MaxFiyat,
    quantity: p.Miktar,
  }));

/** The product page (a product, class or group): headline, chart with ranges and earlier years, tables. */
export function ProductView({ liveAnimal }: { liveAnimal: boolean }) {
  const { t } = useTranslation();
  const { language } = useServices();
  const { itemId } = useParams();
  const [params, setParams] = useSearchParams();
  const id = Number(itemId);
  const range = rangeParam(params);
  const span = rangeWindow(range, istanbulDate(new Date()), params);
  const w: HistoryWindow = { itemId: Number.isInteger(id) && id > 0 ? id : 0, ...span };
  const pastOn = params.get('gecmis') === '1';
  const summary = usePeriodSummary(w);
  const series = usePriceSeries(w, liveAnimal);
  const past = usePastYears(w, liveAnimal, pastOn);
  const corrections = useItemCorrections(w.itemId, span.from, span.to);
  useLiveInvalidate(HISTORY_KEY);
  useLiveInvalidate(CORRECTIONS_KEY);
  const set = (entries: Record<string, string | null>) =>
    setParams(Object.entries(entries).reduce((p, [k, v]) => withParam(p, k, v), params));

  const first = summary.data?.[0];
  // Another item's summary is kept while this one's loads: its name is not this item's.
  const own = summary.isPlaceholderData ? undefined : first;
  const known = useKnownItemName(w.itemId);
  const name = own
    ? (own.UrunAdi ?? own.SinifAdi ?? own.GrupAdi)
    : (known ?? t('product.titleWithId', { itemId }));
  const unit = first?.FiyatBirimi ?? '';
  const overlays = useMemo(
    () =>
      (past.data ?? []).map((y) => ({
        label: String(y.Yil),
        points: y.Seri.map((p) => ({ date: p.Tarih, avg: p.OrtFiyat })),
      })),
    [past.data],
  );
  const chartSeries = useMemo(() => toChart(series.data ?? []), [series.data]);
  const parent = liveAnimal
    ? { label: t('liveAnimalBulletin.title'), to: '/online-bulten-ch' }
    : { label: t('dailyBulletin.title'), to: '/online-bulten' };
  if (w.itemId === 0) return <ErrorNotice error={new Error(t('product.badId'))} />;

  return (
    <PageFrame
      title={name}
      description={t('product.windowText', {
        from: formatDate(language, span.from),
        to: formatDate(language, span.to),
      })}
      crumbs={[parent]}
    >
      <RangePicker
        range={range}
        window={span}
        pastYears={pastOn}
        onRange={(r) =>
          set({
            aralik: r,
            sayfa: null,
            ...(r === 'custom' ? { bas: span.from, bit: span.to } : { bas: null, bit: null }),
          })
        }
        onCustom={(cw) => set({ aralik: 'custom', bas: cw.from, bit: cw.to, sayfa: null })}
        onPastYears={(on) => set({ gecmis: on ? '1' : null })}
      />
      <QueryState query={summary} empty={null}>
        {(rows) =>
          rows[0] && (
            <Headline
              summary={rows[0]}
              language={language}
              animal={liveAnimal ? animalPrices((series.data ?? []) as PricePointCh[]) : undefined}
            />
          )
        }
      </QueryState>
      <Block id="chart-heading" title={t('product.chart')}>
        <QueryState query={series}>
          {() => (
            <PriceChart
              series={chartSeries}
              overlays={pastOn ? overlays : []}
              unit={unit}
              language={language}
            />
          )}
        </QueryState>
      </Block>
      {!liveAnimal && <OtherExchanges itemId={w.itemId} date={span.to} />}
      <Stack gap="lg">
        <ProductTables
          w={w}
          liveAnimal={liveAnimal}
          series={series.data}
          params={params}
          set={set}
          unit={unit}
        />
        <CorrectionsBlock
          query={corrections}
          language={language}
          withDate
          caption={t('corrections.itemCaption', { name })}
          source={{ endpoint: { name: 'corrections.GetKalemDuzeltmeleri' }, values: { ...w } }}
        />
        {first && <EmbedSnippet summary={first} />}
      </Stack>
    </PageFrame>
  );
}
