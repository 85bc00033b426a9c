import {
  type AnalysisKey,
  analysisByKey,
  analysisRule,
  formatTypedNumber,
  fromScaled,
  parseTypedNumber,
  type SelectOption,
  scaledOf,
} from '@bulten/core';
import { Group, Select } from '@mantine/core';
import { useState } from 'react';
import { useServices } from '../../app/services';
import { NumberField } from '../../components/NumberField';
import { useTranslation } from '../../i18n/react';
import { LOT_FILTERS, numberParam } from './lot-filter';

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
      [`${param}min`, t('hallLots.rangeMin', { analysis }), key],
      [`${param}max`, t('hallLots.rangeMax', { analysis }), key],
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
      {rangeFields.map(([param, label, analysis]) => (
        <RangeField key={param} label={label} param={param} analysis={analysis} params={params} set={set} />
      ))}
    </Group>
  );
}

/**
 * One end of an analysis range, typed the screen's way by the analysis's rule (core's): a value that reads
 * goes to the URL in plain decimals (`?pmin=12.50`), an empty field clears it, a wrong one says why and
 * leaves the URL as it was.
 */
function RangeField(props: {
  label: string;
  param: string;
  analysis: AnalysisKey;
  params: URLSearchParams;
  set: (key: string, value: string | null) => void;
}) {
  const { language } = useServices();
  const rule = analysisRule(props.analysis);
  const [text, setText] = useState(() => {
    const value = numberParam(props.params, props.param);
    const scaled = value === null ? null : scaledOf(value, rule.decimals);
    return scaled === null ? '' : formatTypedNumber(language, scaled, rule);
  });
  const change = (next: string) => {
    setText(next);
    if (next.trim() === '') return props.set(props.param, null);
    const reading = parseTypedNumber(language, next, rule);
    if (reading.ok) props.set(props.param, fromScaled(reading.scaled, rule.decimals));
  };
  return <NumberField label={props.label} value={text} onChange={change} rule={rule} w={130} />;
}
