import { analysisByKey, type SelectOption } from '@bulten/core';
import { Group, NumberInput, Select } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { useServices } from '../../app/services';
import { LOT_FILTERS } from './lot-filter';

/** Props of the lots list's filters (all values are URL params). */
export interface LotFiltersFormProps {
  options: readonly SelectOption[];
  params: URLSearchParams;
  set: (key: string, value: string | null) => void;
}

/** Group / class / product selects (each narrowed by its parent) and the analysis range inputs. */
export function LotFiltersForm({ options, params, set }: LotFiltersFormProps) {
  const { t } = useTranslation();
  const { language } = useServices();
  const rangeFields = LOT_FILTERS.flatMap(({ key, param }) => {
    const analysis = analysisByKey(key).label[language];
    return [
      [`${param}min`, t('hallLots.rangeMin', { analysis })],
      [`${param}max`, t('hallLots.rangeMax', { analysis })],
    ] as const;
  });
  const group = params.get('grup');
  const cls = params.get('sinif');
  const data = (level: SelectOption['Seviye'], parent: string | null) =>
    options
      .filter((o) => o.Seviye === level && (parent === null || String(o.UstId) === parent))
      .map((o) => ({ value: String(o.Id), label: o.Ad }));
  return (
    <Group align="flex-end" gap="sm">
      <Select
        label={t('hallLots.group')}
        data={data('GROUP', null)}
        value={group}
        clearable
        onChange={(v) => {
          set('sinif', null);
          set('urun', null);
          set('grup', v);
        }}
        w={220}
      />
      <Select
        label={t('hallLots.class')}
        data={data('CLASS', group)}
        value={cls}
        clearable
        onChange={(v) => {
          set('urun', null);
          set('sinif', v);
        }}
        w={220}
      />
      <Select
        label={t('hallLots.product')}
        data={data('PRODUCT', cls)}
        value={params.get('urun')}
        clearable
        onChange={(v) => set('urun', v)}
        w={220}
      />
      {rangeFields.map(([key, label]) => (
        <NumberInput
          key={key}
          label={label}
          value={params.get(key) ?? ''}
          decimalScale={2}
          hideControls
          onChange={(v) => set(key, v === '' ? null : String(v))}
          w={130}
        />
      ))}
    </Group>
  );
}
