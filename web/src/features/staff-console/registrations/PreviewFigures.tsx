import type { DayFigures, Language, PreviewRow, RegistrationPreview } from '@bulten/core';
import { Stack } from '@mantine/core';
import { CaptionedTable } from '../../../components/CaptionedTable';
import { formatAmount } from '../../../format/amounts';
import { formatDate } from '../../../format/dates';
import { formatCount } from '../../../format/numbers';
import { formatPrice } from '../../../format/prices';
import { formatQuantity } from '../../../format/quantities';
import { useTranslation } from '../../../i18n/react';

// Sums of no trades are 0; prices of no trades are none ('–').
const METRICS: readonly { key: keyof DayFigures; format: (l: Language, v: number | null) => string }[] = [
  { key: 'IslemSayisi', format: (l, v) => formatCount(l, v ?? 0) },
  { key: 'Miktar', format: (l, v) => formatQuantity(l, v ?? 0) },
  { key: 'Tutar', format: (l, v) => formatAmount(l, v ?? 0) },
  { key: 'EnDusuk', format: formatPrice },
  { key: 'EnYuksek', format: formatPrice },
  { key: 'Ortalama', format: formatPrice },
];

function FiguresTable({ row }: { row: PreviewRow }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language as Language;
  const caption = t('staff.preview.caption', {
    product: `${row.UrunKodu} · ${row.UrunAdi}`,
    date: formatDate(language, row.Tarih),
    channel: t(`staff.channels.${row.Kanal}`),
  });
  // No figures: the product had no trade that day before the change, or has none after it.
  const cell = (figures: DayFigures | null, metric: (typeof METRICS)[number]) =>
    metric.format(language, figures ? figures[metric.key] : null);
  return (
    <CaptionedTable
      caption={caption}
      className="staff-figures"
      heads={[
        { key: 'figure', label: t('staff.preview.figure') },
        { key: 'before', label: t('staff.preview.before'), numeric: true },
        { key: 'after', label: t('staff.preview.after'), numeric: true },
      ]}
    >
      <tbody>
        {METRICS.map((m) => (
          <tr key={m.key}>
            <th scope="row">{t(`staff.preview.metrics.${m.key}`)}</th>
            <td className="num">{cell(row.Once, m)}</td>
            <td className="num">{cell(row.Sonra, m)}</td>
          </tr>
        ))}
      </tbody>
    </CaptionedTable>
  );
}

/** The bulletin figures a change touches, before and after it: one table per product, day and channel. */
export function PreviewFigures({ preview }: { preview: RegistrationPreview }) {
  return (
    <Stack gap="sm">
      {preview.Satirlar.map((row) => (
        <FiguresTable key={`${row.UrunId} ${row.Tarih} ${row.Kanal}`} row={row} />
      ))}
    </Stack>
  );
}
