import { Select } from '@mantine/core';
import { useTranslation } from '../i18n/react';

/** The channels a report may be narrowed to (`TUMU`: all of them). */
export const CHANNEL_OPTIONS = ['TUMU', 'SALON', 'SERBEST', 'CANLI_HAYVAN'] as const;

/** The sales-channel select of the reports (archive, sales report). */
export function ChannelSelect({ value, onChange }: { value: string; onChange: (channel: string) => void }) {
  const { t } = useTranslation();
  return (
    <Select
      label={t('priceArchive.channel')}
      data={CHANNEL_OPTIONS.map((c) => ({ value: c, label: t(`priceArchive.channels.${c}`) }))}
      value={value}
      onChange={(next) => onChange(next ?? 'TUMU')}
      allowDeselect={false}
      w={{ base: '100%', xs: 170 }}
    />
  );
}
