import type { DayFigures, Language, PreviewRow, RegistrationPreview } from '@bulten/core';
import { Stack } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { ScrollRegion } from '../../../components/ScrollRegion';
import { formatAmount } from '../../../format/amounts';
import { formatDate } from '../../../format/dates';
import { formatCount } from '../../../format/numbers';
import { formatPrice } from '../../../format/prices';
import { formatQuantity } from '../../../format/quantities';

const METRICS: readonly { key: keyof DayFigures; format: (l: Language, v: number | null) => string }[] = [
  { key: 'IslemSayisi', format: (l, v) => formatCount(l, v ?? 0) },
  { key: 'Miktar', format: formatQuantity },
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
  const cell = (figures: DayFigures | null, metric: (typeof METRICS)[number]) =>
    figures ? metric.format(language, figures[metric.key]) : '–';
  return (
    <ScrollRegion label={caption}>
      <table className="data-table staff-figures">
        <caption>{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{t('staff.preview.figure')}</th>
            <th scope="col" className="num">
              {t('staff.preview.before')}
            </th>
            <th scope="col" className="num">
              {t('staff.preview.after')}
            </th>
          </tr>
        </thead>
        <tbody>
          {METRICS.map((m) => (
            <tr key={m.key}>
              <th scope="row">{t(`staff.preview.metrics.${m.key}`)}</th>
              <td className="num">{cell(row.Once, m)}</td>
              <td className="num">{cell(row.Sonra, m)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
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
