import { Group, Select } from '@mantine/core';
import { useClassesWithProducts, useGroupsWithClasses } from '../../api/hooks/use-catalogue-selectors';
import { ChannelSelect } from '../../components/ChannelSelect';
import { ChoiceSelect } from '../../components/ChoiceSelect';
import { DateField } from '../../components/DateField';
import { HydrateInTurn } from '../../components/HydrateInTurn';
import { useTranslation } from '../../i18n/react';

/** The archive's selection as kept in the URL (ids as text, empty when not chosen). */
export interface ArchiveFilters {
  grup: string;
  sinif: string;
  urun: string;
  bas: string;
  bit: string;
  kanal: string;
  /** Page of the table, from 1. */
  sayfa: string;
  /** `1` when the chart is shown. */
  grafik: string;
}

/** Group → class → product selector, date range and channel of the price archive. */
export function ArchiveSelector({
  filters,
  onChange,
  today,
}: {
  filters: ArchiveFilters;
  onChange: (patch: Partial<ArchiveFilters>) => void;
  today: string;
}) {
  const { t } = useTranslation();
  const groups = useGroupsWithClasses();
  const groupId = filters.grup === '' ? null : Number(filters.grup);
  const classes = useClassesWithProducts(groupId);
  const classList = classes.data ?? [];
  const products = classList.find((c) => String(c.SinifId) === filters.sinif)?.Urunler ?? [];
  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <HydrateInTurn>
        <ChoiceSelect
          label={t('priceArchive.group')}
          data={(groups.data ?? []).map((g) => ({ value: String(g.GrupId), label: g.GrupAdi }))}
          value={filters.grup || null}
          onChange={(grup) => onChange({ grup, sinif: '', urun: '', sayfa: '' })}
          width={200}
        />
        <Select
          label={t('priceArchive.class')}
          placeholder={t('priceArchive.allClasses')}
          data={classList.map((c) => ({ value: String(c.SinifId), label: c.SinifAdi }))}
          value={filters.sinif || null}
          onChange={(value) => onChange({ sinif: value ?? '', urun: '', sayfa: '' })}
          clearable
          w={{ base: '100%', xs: 220 }}
        />
        <Select
          label={t('priceArchive.product')}
          placeholder={t('priceArchive.allProducts')}
          data={products.map((p) => ({ value: String(p.UrunId), label: p.UrunAdi }))}
          value={filters.urun || null}
          onChange={(value) => onChange({ urun: value ?? '', sayfa: '' })}
          disabled={filters.sinif === ''}
          clearable
          w={{ base: '100%', xs: 220 }}
        />
        <DateField
          label={t('priceArchive.from')}
          value={filters.bas}
          maxDate={filters.bit}
          onChange={(bas) => onChange({ bas, sayfa: '' })}
        />
        <DateField
          label={t('priceArchive.to')}
          value={filters.bit}
          minDate={filters.bas}
          maxDate={today}
          onChange={(bit) => onChange({ bit, sayfa: '' })}
        />
        <ChannelSelect value={filters.kanal} onChange={(kanal) => onChange({ kanal, sayfa: '' })} />
      </HydrateInTurn>
    </Group>
  );
}
