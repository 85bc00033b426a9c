import { Button, Group, Switch } from '@mantine/core';
import { boundCheck } from '../../components/bind';
import { DateField } from '../../components/DateField';
import { useTranslation } from '../../i18n/react';
import { type DateWindow, RANGES, type RangeKey } from './product-range';

/** Props of the chart's range buttons, custom dates and earlier-years switch. */
export interface RangePickerProps {
  range: RangeKey;
  window: DateWindow;
  pastYears: boolean;
  onRange: (range: RangeKey) => void;
  onCustom: (window: DateWindow) => void;
  onPastYears: (on: boolean) => void;
}

/** 1M / 3M / 6M / 1Y / 5Y / custom buttons (pressed state announced), custom dates, and the overlay switch. */
export function RangePicker(props: RangePickerProps) {
  const { t } = useTranslation();
  return (
    <Group gap="sm" align="flex-end" className="bulletin-toolbar">
      <Group gap={4} role="group" aria-label={t('product.range')}>
        {RANGES.map((r) => (
          <Button
            key={r}
            size="xs"
            variant={props.range === r ? 'filled' : 'default'}
            aria-pressed={props.range === r}
            onClick={() => props.onRange(r)}
          >
            {t(`product.ranges.${r}`)}
          </Button>
        ))}
      </Group>
      {props.range === 'custom' && (
        <>
          <DateField
            label={t('product.from')}
            value={props.window.from}
            maxDate={props.window.to}
            onChange={(from) => props.onCustom({ ...props.window, from })}
          />
          <DateField
            label={t('product.to')}
            value={props.window.to}
            minDate={props.window.from}
            onChange={(to) => props.onCustom({ ...props.window, to })}
          />
        </>
      )}
      <Switch label={t('product.pastYears')} {...boundCheck(props.pastYears, props.onPastYears)} />
    </Group>
  );
}
