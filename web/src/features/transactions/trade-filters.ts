import type { Card, CardCh } from '@bulten/core';
import type { LatestTradesFilter } from '../../api/hooks/use-latest-trades';

/** The URL search parameters of the trades filters. */
export const FILTER_PARAMS = ['grup', 'sinif', 'kanal', 'tarih', 'bas', 'bit'] as const;

/** A filter parameter's name. */
export type FilterParam = (typeof FILTER_PARAMS)[number];

/** A channel of the filter ('' = every channel). */
export type ChannelFilter = '' | 'SALON' | 'SERBEST' | 'CANLI_HAYVAN';

const CHANNELS: readonly ChannelFilter[] = ['SALON', 'SERBEST', 'CANLI_HAYVAN'];
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** The filters as read from the URL (invalid values are ignored). */
export interface TradeFilters {
  group: number | null;
  klass: number | null;
  channel: ChannelFilter;
  date: string;
  from: string;
  to: string;
}

function id(value: string | null): number | null {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

/** Reads the filters from the URL's search parameters. */
export function readFilters(params: URLSearchParams): TradeFilters {
  const channel = params.get('kanal') ?? '';
  const pick = (name: string, re: RegExp) => {
    const value = params.get(name) ?? '';
    return re.test(value) ? value : '';
  };
  return {
    group: id(params.get('grup')),
    klass: id(params.get('sinif')),
    channel: (CHANNELS as readonly string[]).includes(channel) ? (channel as ChannelFilter) : '',
    date: pick('tarih', DATE),
    from: pick('bas', TIME),
    to: pick('bit', TIME),
  };
}

/** A group of the filter's selector with its classes, and whether it is a live-animal group. */
export interface GroupOption {
  id: number;
  name: string;
  liveAnimal: boolean;
  classes: { id: number; name: string }[];
}

/** The group and class options from the dashboard cards (crops first, then live animals). */
export function groupOptions(crops: readonly Card[], animals: readonly CardCh[]): GroupOption[] {
  const groups = new Map<number, GroupOption>();
  const add = (card: Card, liveAnimal: boolean) => {
    const group = groups.get(card.GrupId) ?? { id: card.GrupId, name: card.GrupAdi, liveAnimal, classes: [] };
    groups.set(card.GrupId, group);
    if (card.Seviye === 'CLASS' && card.SinifId !== null)
      group.classes.push({ id: card.SinifId, name: card.SinifAdi ?? '' });
  };
  for (const card of crops) add(card, false);
  for (const card of animals) add(card, true);
  return [...groups.values()];
}

/** Which lists a filter needs: crops, live animals, or both (merged). */
export function listsFor(
  filters: TradeFilters,
  groups: readonly GroupOption[],
): { crops: boolean; animals: boolean } {
  const group = groups.find((g) => g.id === filters.group);
  if (filters.channel === 'CANLI_HAYVAN') return { crops: false, animals: !group || group.liveAnimal };
  if (filters.channel !== '') return { crops: !group?.liveAnimal, animals: false };
  if (group) return { crops: !group.liveAnimal, animals: group.liveAnimal };
  return { crops: true, animals: true };
}

/** The API filter of the URL filters (a class wins over its group). */
export function apiFilter(filters: TradeFilters, limit: number): LatestTradesFilter {
  const filter: LatestTradesFilter = { limit };
  if (filters.klass !== null) filter.sinifId = filters.klass;
  else if (filters.group !== null) filter.grupId = filters.group;
  if (filters.channel) filter.kanal = filters.channel;
  if (filters.date) filter.tarih = filters.date;
  if (filters.from) filter.baslangic = filters.from;
  if (filters.to) filter.bitis = filters.to;
  return filter;
}
