import { OPEN_DATA_FORMATS, openDataUrl } from '@bulten/core/plain';
import { Anchor, Group } from '@mantine/core';
import type { EndpointName } from '../api/http';
import { resolveApiUrl } from '../api/url';
import { useServices } from '../app/services';
import { useTranslation } from '../i18n/react';

/**
 * Stable CSV and JSON download links of what a table shows (`/api/v1/AcikVeri/<Method>.csv?…`): plain
 * links that work without signing in, to copy into a spreadsheet or a script.
 */
export function OpenDataLinks({
  endpoint,
  values,
}: {
  /** The endpoint of the table, or just its name (`{ name: 'area.Key' }`: no schema needed). */
  endpoint: { readonly name: EndpointName };
  /** The read's path parameters and query, by name. */
  values: Readonly<Record<string, string | number | undefined | null>>;
}) {
  const { t } = useTranslation();
  const { config, language } = useServices();
  const withLanguage = language === 'en' ? { ...values, lang: 'en' } : values;
  return (
    <Group gap="sm" component="nav" aria-label={t('openData.label')} className="no-print">
      {OPEN_DATA_FORMATS.map((format) => (
        <Anchor
          key={format}
          size="sm"
          download
          href={resolveApiUrl(openDataUrl(endpoint, format, withLanguage), config.apiPrefix)}
        >
          {t(`openData.${format}`)}
        </Anchor>
      ))}
    </Group>
  );
}
