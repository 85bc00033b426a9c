import { analysisByKey, type SelectOption } from '@bulten/core';
import { Group, NumberInput, Select } from '@mantine/core';
import { useServices } from '../../app/services';
import { useTranslation } from '../../i18n/react';
import { LOT_FILTERS } from './lot-filter';

/** Props of the lots list's filters (all values are URL params). */
export interface LotFiltersFormProps {
  options: readonly SelectOption[];
  params: URLSearchParams;
  set: (key: string, value: string | null) => void;
}

/** The selects, each narrowed by its parent's choice; choosing one clears those below it. */
const LEVELS = [
  { param: 'grup', level: 'GROUP', labelKey: 'hallLots.group', parent: null },
  { param: 'sinif', level: 'CLASS', labelKey: 'hallLots.class', parent: 'grup' },
  { param: 'urun', level: 'PRODUCT', labelKey: 'hallLots.product', parent: 'sinif' },
] as const;

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
  const data = (level: SelectOption['Seviye'], parent: string | null) =>
    options
      .filter((o) => o.Seviye === level && (parent === null || String(o.UstId) === parent))
      .map((o) => ({ value: String(o.Id), label: o.Ad }));
  return (
    <Group align="flex-end" gap="sm">
      {LEVELS.map(({ param, level, labelKey, parent }, i) => (
        <Select
          key={param}
          label={t(labelKey)}
          data={data(level, parent && params.get(parent))}
          value={params.get(param)}
          clearable
          onChange={(v) => {
            for (const below of LEVELS.slice(i + 1)) set(below.param, null);
            set(param, v);
          }}
          w={220}
        />
      ))}
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
