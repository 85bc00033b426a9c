import { Button, NativeSelect } from '@mantine/core';
import { DateField } from '../../components/DateField';
import { TimeField } from '../../components/TimeField';
import { useTranslation } from '../../i18n/react';
import { useSearchParams } from '../../routing/router';
import { FILTER_PARAMS, type FilterParam, type GroupOption, type TradeFilters } from './trade-filters';
import './trades.css';

const CHANNELS = ['SALON', 'SERBEST', 'CANLI_HAYVAN'] as const;

/** The filters of the trades lists; every change goes to the URL (so the view can be shared). */
export function TradeFiltersForm({
  filters,
  groups,
}: {
  filters: TradeFilters;
  groups: readonly GroupOption[];
}) {
  const { t } = useTranslation();
  const [, setParams] = useSearchParams();
  const set = (changes: Partial<Record<FilterParam, string>>) =>
    setParams(
      (prev) => {
        const next = new URLSearchParams(prev);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        return next;
      },
      { replace: true },
    );
  const group = groups.find((g) => g.id === filters.group);
  return (
    <form
      className="trade-filters"
      aria-label={t('latestTrades.filters')}
      onSubmit={(e) => e.preventDefault()}
    >
      <NativeSelect
        label={t('latestTrades.group')}
        value={filters.group === null ? '' : String(filters.group)}
        onChange={(e) => set({ grup: e.currentTarget.value, sinif: '' })}
        data={[
          { value: '', label: t('latestTrades.all') },
          ...groups.map((g) => ({ value: String(g.id), label: g.name })),
        ]}
      />
      <NativeSelect
        label={t('latestTrades.class')}
        value={filters.klass === null ? '' : String(filters.klass)}
        onChange={(e) => set({ sinif: e.currentTarget.value })}
        disabled={!group}
        data={[
          { value: '', label: t('latestTrades.all') },
          ...(group?.classes ?? []).map((c) => ({ value: String(c.id), label: c.name })),
        ]}
      />
      <NativeSelect
        label={t('latestTrades.channelLabel')}
        value={filters.channel}
        onChange={(e) => set({ kanal: e.currentTarget.value })}
        data={[
          { value: '', label: t('latestTrades.all') },
          ...CHANNELS.map((c) => ({ value: c, label: t(`latestTrades.channel.${c}`) })),
        ]}
      />
      {/* The app's own date and time fields, the same in every browser, not the browser's own inputs. */}
      <DateField
        label={t('latestTrades.date')}
        value={filters.date}
        onChange={(date) => set({ tarih: date })}
        clearable
        w="100%"
      />
      <TimeField
        label={t('latestTrades.from')}
        value={filters.from}
        onChange={(time) => set({ bas: time })}
        w="100%"
      />
      <TimeField
        label={t('latestTrades.to')}
        value={filters.to}
        onChange={(time) => set({ bit: time })}
        w="100%"
      />
      <Button variant="default" onClick={() => set(Object.fromEntries(FILTER_PARAMS.map((p) => [p, ''])))}>
        {t('latestTrades.clear')}
      </Button>
    </form>
  );
}
